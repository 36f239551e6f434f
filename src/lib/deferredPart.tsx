// A part of a page whose code is a chunk of its own and which hydrates after the page: not interactive
// beyond a few buttons, or below the first screen (docs/interactivity.md, "Parts that hydrate after the page").
import { use, useEffect, useState, type ComponentType } from 'react';
import { preloadable } from './preloadable';

/** `Part` suspends until its chunk is there (hydration keeps its prerendered markup meanwhile); the prerender awaits `load`. */
export interface DeferredPart<P extends object> {
  Part: ComponentType<P>;
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
  return { Part, load: chunk.load };
}

/** After a client-side navigation the page waits for its part: the current page stays up meanwhile. */
export function useDeferredPartOnNavigation(part: Pick<DeferredPart<object>, 'load'>): void {
  const [navigated] = useState(() => typeof document !== 'undefined' && document.documentElement.hasAttribute('data-hydrated'));
  if (navigated) use(part.load());
}

/** The part's root attribute until it is live: until then the boot script takes clicks on its controls and replays them. */
export function useDeferredMark(): { 'data-deferred'?: '' } {
  const [live, setLive] = useState(false);
  // A render after the one that matches the prerendered HTML is the point.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setLive(true), []);
  return live ? {} : { 'data-deferred': '' };
}
