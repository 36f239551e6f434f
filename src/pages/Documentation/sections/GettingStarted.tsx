import { Button, CodeBlock } from '@motion-kit/react';
import { Block, BlockTitle, PreviewRow, Text } from '../Documentation.styles';

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

export function GettingStarted() {
  return (
    <>
      <Block>
        <BlockTitle>Install</BlockTitle>
        <Text>The kit is a React library styled with styled-components and animated with framer-motion.</Text>
        <CodeBlock code={INSTALL} language="bash" title="Terminal" />
      </Block>
      <Block>
        <BlockTitle>Add the providers</BlockTitle>
        <Text>
          Wrap your app once. <code>MotionConfig reducedMotion=&quot;user&quot;</code> honours the visitor&apos;s
          reduced-motion setting in every component.
        </Text>
        <CodeBlock code={PROVIDERS} language="tsx" title="App.tsx" />
      </Block>
      <Block>
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
