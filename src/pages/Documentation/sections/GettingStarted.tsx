import { CodeBlock } from '../../../components/CodeBlock';
import * as S from '../Documentation.styles';
import { useDeferredMark } from '../../../lib/deferredPart';
import { buildConfig } from '../../../lib/config';
import { installCommand } from '../installCommand';
// The files themselves: the consumer test (scripts/consumer-test.mjs) builds an app from exactly these.
import MAIN from '../samples/getting-started/main.tsx?raw';
import FEATURES from '../samples/getting-started/features.ts?raw';
import APP from '../samples/getting-started/App.tsx?raw';

/** Hydrates after the page (sections/index.tsx): its blocks are marked until then, so clicks on them are replayed. */
export function GettingStarted() {
  const deferred = useDeferredMark();
  return (
    <>
      <S.Block {...deferred}>
        <S.BlockTitle>Install</S.BlockTitle>
        <S.Text>
          The kit is a React library styled with styled-components and animated with framer-motion. This site serves its
          two packages, the components and the design tokens, as tarballs: the command installs them from here, with the
          libraries the kit shares with your app and the icons the examples below use.
        </S.Text>
        <CodeBlock code={installCommand(buildConfig.siteUrl)} language="bash" title="Terminal" />
      </S.Block>
      <S.Block {...deferred}>
        <S.BlockTitle>Load the tokens and add the provider</S.BlockTitle>
        <S.Text>
          Every style of the kit is a CSS custom property from <code>@motion-kit/tokens/css</code>: import that stylesheet
          once, or the components render unstyled. Wrap the app once in <code>MotionKitProvider</code>: it holds the
          theme, reduced motion, the Experience System, the toasts and links (plain <code>&lt;a href&gt;</code>, or your
          router&apos;s link through <code>linkComponent</code>). Toasts appear where you render{' '}
          <code>ToastViewport</code>, once; it brings the toasts&apos; animation code, so an app may load it late with{' '}
          <code>React.lazy</code>. <code>BaseStyles</code> gives the page the kit&apos;s
          font, background and text colour. The dialogs, toasts and palette animate with framer-motion&apos;s features,
          which <code>features</code> loads from your own code after the first paint (<code>domMax</code> adds
          drag-to-close). For server rendering, put <code>ThemeScript</code> first in <code>&lt;head&gt;</code> so a
          stored light theme paints light at once.
        </S.Text>
        <CodeBlock code={MAIN} language="tsx" title="main.tsx" />
        <CodeBlock code={FEATURES} language="ts" title="features.ts" />
      </S.Block>
      <S.Block {...deferred}>
        <S.BlockTitle>Your first component</S.BlockTitle>
        <S.Text>A button that opens a dialog, and one that shows a toast. Every example below renders the real component; switch to Code to copy it.</S.Text>
        <CodeBlock code={APP} language="tsx" title="App.tsx" />
      </S.Block>
    </>
  );
}
