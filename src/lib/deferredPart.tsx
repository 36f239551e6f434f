// A part of a page whose code is a chunk of its own and which hydrates after the page
// (docs/interactivity.md, "Parts that hydrate after the page"): not interactive beyond a few buttons,
// or below the first screen, so the page answers input without waiting for its code.
import { use, useEffect, useState, type ComponentType } from 'react';
import { preloadable } from './preloadable';

export interface DeferredPart<P extends object> {
  /**
   * Renders the part; suspends until its chunk has arrived. Inside a Suspense boundary, hydration
   * keeps the part's prerendered markup as it is until then.
   */
  Part: ComponentType<P>;
  /** Loads the chunk (once; later calls share it). The prerender awaits it, so the HTML holds the part. */
  load(): Promise<unknown>;
}

export function deferredPart<P extends object>(loader: () => Promise<ComponentType<P>>): DeferredPart<P> {
  const chunk = preloadable(loader);
  function Part(props: P) {
    const Component = use(chunk.load());
    // The component comes from the module cache, so it is the same function on every render.
    // eslint-disable-next-line react-hooks/static-components
    return <Component {...props} />;
  }
  return { Part, load: () => chunk.load() };
}

/** Whether the page has hydrated already (`data-hydrated`, src/app/boot/hydratedMark.ts): a later render is a navigation. */
const pageHydrated = () => typeof document !== 'undefined' && document.documentElement.hasAttribute('data-hydrated');

/**
 * For the page that holds a deferred part: when the page is shown by a client-side navigation (not
 * hydrated from prerendered HTML), it suspends until the part's chunk is there, so the navigation (a
 * transition) keeps the current page up meanwhile and the new page appears whole, instead of with a
 * gap the part fills later. A hydrating page does not wait: the part keeps its prerendered markup.
 */
export function useDeferredPartOnNavigation(part: Pick<DeferredPart<object>, 'load'>): void {
  const [navigated] = useState(pageHydrated);
  if (navigated) use(part.load());
}

/**
 * The root attribute of a deferred part until it is live: until then the page's boot script takes the
 * clicks on its controls (React would drop them) and replays them once the attribute is gone.
 */
export function useDeferredMark(): { 'data-deferred'?: '' } {
  const [live, setLive] = useState(false);
  // A render after the one that matches the prerendered HTML is the point.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setLive(true), []);
  return live ? {} : { 'data-deferred': '' };
}
