// An example page's API reference as a part that loads after the page (src/lib/deferredPart.tsx): the
// prerender awaits it, so the HTML holds the tables, and neither the reference's code nor the page's data
// (`virtual:kit-api/<slug>`) is in the page's first load.
import { Suspense, useState } from 'react';
import { styled } from 'styled-components';
import { deferredPart, useDeferredPartOnNavigation } from '../../../lib/deferredPart';
import { API_SECTION_ID } from '../../../lib/apiReferenceIds';
import type { ApiPageData } from '../../../lib/apiReference';

/**
 * The tables hold no state and no handler (plain links), so a page that arrives with them prerendered keeps
 * that markup: React takes the element over without its content (`dangerouslySetInnerHTML` is never
 * compared or patched when hydrating, and an unchanged value is never written again), so there is no code
 * to load and nothing to hydrate. A boundary left dehydrated instead would hold every later navigation,
 * whose context change must hydrate it first. After a client navigation, or on the dev server (no
 * prerendered markup), the tables render from their chunk.
 */
const isPrerendered = () =>
  typeof document !== 'undefined' && !document.documentElement.hasAttribute('data-hydrated') && document.getElementById(API_SECTION_ID) !== null;
const KEEP_PRERENDERED = { __html: '' };

export function deferredApiReference(load: () => Promise<{ default: ApiPageData }>) {
  const part = deferredPart(() =>
    Promise.all([import('../../../components/ApiReference'), load()]).then(
      ([{ ApiReference }, { default: data }]) =>
        function PageApiReference() {
          return <ApiReference data={data} />;
        },
    ),
  );
  function Reference() {
    const [prerendered] = useState(isPrerendered);
    useDeferredPartOnNavigation(part);
    return (
      <Suspense>
        {prerendered ? (
          <Root dangerouslySetInnerHTML={KEEP_PRERENDERED} suppressHydrationWarning />
        ) : (
          <Root>
            <part.Part />
          </Root>
        )}
      </Suspense>
    );
  }
  return { Reference, load: part.load };
}

/** The element React takes over without its content: a grid item of the page's sections, as wide as they are. */
const Root = styled.div`
  min-width: 0;
`;
