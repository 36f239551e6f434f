// Demos whose code loads after the page: the kit's dialogs and palette bring Radix's dialog and
// framer-motion's element core, which the page's first load need not carry. The prerender awaits them
// (the page's `preloadDeferred`), so the HTML holds every demo; the client hydrates the page first and
// the demos right after, and the boot script keeps a tap on a demo in between (data-deferred).
import { Suspense, type ComponentType } from 'react';
import { styled } from 'styled-components';
import { deferredPart, useDeferredMark, useDeferredPartOnNavigation } from '../../../lib/deferredPart';

/** The demos of one module, loaded together: `<Demo name="BasicModal" />` renders its export `BasicModal`. */
export function deferredDemos<M extends Record<string, ComponentType>>(load: () => Promise<M>) {
  const part = deferredPart(() =>
    load().then(
      (module) =>
        function LiveDemo({ name }: { name: keyof M }) {
          const Demo = module[name] as ComponentType;
          return (
            <Live {...useDeferredMark()}>
              <Demo />
            </Live>
          );
        },
    ),
  );
  function Demo({ name }: { name: keyof M }) {
    useDeferredPartOnNavigation(part);
    return (
      <Suspense>
        <part.Part name={name} />
      </Suspense>
    );
  }
  return { Demo, load: part.load };
}

/** Carries the demo's data-deferred mark without a box of its own. */
const Live = styled.div`
  display: contents;
`;
