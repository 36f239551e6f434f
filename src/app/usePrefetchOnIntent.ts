// Loads a page's code as soon as the visitor shows they may open it (a pointer over its link, or
// keyboard focus on it), so a navigation seldom waits for the network. The build leaves dependency
// preloading of lazy chunks to the browser (see vite.config.ts); this starts the chunk earlier instead.
import { useEffect } from 'react';
import { preloadRoute } from './routes';
import { forgetFailedLoads } from '../lib/preloadable';

/** The pathname within this site that an event's target link leads to, or undefined. */
export function internalLinkPath(target: EventTarget | null, origin: string): string | undefined {
  if (!(target instanceof Element)) return undefined;
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return undefined;
  const url = new URL(link.href, origin);
  return url.origin === origin ? url.pathname : undefined;
}

export function usePrefetchOnIntent(prefetch: (pathname: string) => Promise<void> = preloadRoute) {
  useEffect(() => {
    let last: string | undefined;
    const onIntent = (event: Event) => {
      const path = internalLinkPath(event.target, window.location.origin);
      if (path === undefined || path === last) return;
      last = path;
      // A hover is not a navigation: a chunk that fails now is asked for again when the visitor follows
      // the link, and its error shows only if that fails too.
      prefetch(path).catch(forgetFailedLoads);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [prefetch]);
}
