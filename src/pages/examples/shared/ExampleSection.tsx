/*
 * One example on an example page: an h2, an optional lead, and a Preview/Code block.
 *
 * Exact copyable code: every demo is its own small component in
 * `src/pages/examples/<slug>/demos/<Name>.tsx`, and the page imports a loader of its source text with
 * the `?demo-source` suffix, so the Code tab shows exactly the file that renders the preview:
 *
 *   import { CounterButton } from './demos/CounterButton';
 *   import counterSource from './demos/CounterButton.tsx?demo-source';
 *
 *   <ExampleSection title="Counter button" code={counterSource}>
 *     <CounterButton />
 *   </ExampleSection>
 *
 * Demos import the kit by its package name (`@motion-kit/react`, which the site resolves to this
 * repository's kit), so what a reader copies is what runs here; the consumer test compiles every demo in
 * a fresh app against the packed tarballs. The text is a chunk of its own, loaded when
 * the browser is idle or the Code tab or copy button asks for it, so the page's first load has none.
 */
import { useId, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { CodeBlock, type CodeSource } from '../../../components/CodeBlock';
import { theme } from '@motion-kit/react';

export interface ExampleSectionProps {
  title: string;
  description?: ReactNode;
  /** Loads the demo file's source (a `?demo-source` import). */
  code: CodeSource;
  language?: string;
  /** The live preview. */
  children: ReactNode;
  /** The motion spec shown beside the preview (a `MotionSpecPanel` of the kit components it shows). */
  motionSpec?: ReactNode;
}

export function ExampleSection({ title, description, code, language = 'tsx', children, motionSpec }: ExampleSectionProps) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>{title}</Heading>
      {description && <Lead>{description}</Lead>}
      <CodeBlock code={code} language={language} preview={children} title={title} motionSpec={motionSpec} />
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  gap: ${theme.spacing['3']};
  min-width: 0;
`;

const Heading = styled.h2`
  font-size: ${theme.font.size['2xl']};
  font-weight: ${theme.font.weight.semibold};
  letter-spacing: -0.01em;
`;

const Lead = styled.p`
  max-width: 68ch;
  color: ${theme.color['text-muted']};
`;
