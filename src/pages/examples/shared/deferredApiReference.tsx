// An example page's API reference as a part that loads after the page (src/lib/deferredPart.tsx): the
// prerender awaits it, so the HTML holds the tables, and neither the reference's code nor the page's data
// (`virtual:kit-api/<slug>`) is in the page's first load.
import { Suspense } from 'react';
import { deferredPart, useDeferredPartOnNavigation } from '../../../lib/deferredPart';
import type { ApiPageData } from '../../../lib/apiReference';

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
    useDeferredPartOnNavigation(part);
    return (
      <Suspense>
        <part.Part />
      </Suspense>
    );
  }
  return { Reference, load: part.load };
}
