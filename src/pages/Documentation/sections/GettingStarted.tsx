import { Button } from '../../../components/Button';
import { CodeBlock } from '../../../components/CodeBlock';
import { Block, BlockTitle, PreviewRow, Text } from '../Documentation.styles';
import { useDeferredMark } from '../../../lib/deferredPart';

const INSTALL = `npm install @motion-kit/react framer-motion styled-components`;

const PROVIDERS = `import { ThemeProvider } from 'styled-components';
import { LazyMotion, MotionConfig, domAnimation } from 'framer-motion';
import { ExperienceProvider, theme } from '@motion-kit/react';

export function App({ children }) {
  return (
    <ThemeProvider theme={theme}>
      <MotionConfig reducedMotion="user">
        <LazyMotion features={domAnimation} strict>
          <ExperienceProvider>{children}</ExperienceProvider>
        </LazyMotion>
      </MotionConfig>
    </ThemeProvider>
  );
}`;

const FIRST_COMPONENT = `import { Button } from '@motion-kit/react';

export function Hero() {
  return (
    <>
      <Button variant="primary">Get started</Button>
      <Button variant="outline">Read the docs</Button>
    </>
  );
}`;

/** Hydrates after the page (sections/index.tsx): its blocks are marked until then, so clicks on them are replayed. */
export function GettingStarted() {
  const deferred = useDeferredMark();
  return (
    <>
      <Block {...deferred}>
        <BlockTitle>Install</BlockTitle>
        <Text>The kit is a React library styled with styled-components and animated with framer-motion.</Text>
        <CodeBlock code={INSTALL} language="bash" title="Terminal" />
      </Block>
      <Block {...deferred}>
        <BlockTitle>Add the providers</BlockTitle>
        <Text>
          Wrap your app once. <code>MotionConfig reducedMotion=&quot;user&quot;</code> honours the visitor&apos;s
          reduced-motion setting in every component.
        </Text>
        <CodeBlock code={PROVIDERS} language="tsx" title="App.tsx" />
      </Block>
      <Block {...deferred}>
        <BlockTitle>Your first component</BlockTitle>
        <Text>Every example below renders the real component; switch to Code to copy it.</Text>
        <CodeBlock
          code={FIRST_COMPONENT}
          language="tsx"
          title="Hero.tsx"
          preview={
            <PreviewRow>
              <Button variant="primary">Get started</Button>
              <Button variant="outline">Read the docs</Button>
            </PreviewRow>
          }
        />
      </Block>
    </>
  );
}
