import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { documentTitle, pageMetaFor } from './pageMeta';
import { SCROLL_TO_TOP_DELAY_MS } from '../lib/timing';
import { scrollBehavior } from '../lib/reducedMotion';

/** After a route change: the document title follows, and the page scrolls to the top after 100 ms. */
export function useRouteEffects() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    document.title = documentTitle(pageMetaFor(pathname));
    if (first.current) {
      first.current = false;
      return;
    }
    if (hash) return; // a hash names its own scroll target
    const timer = window.setTimeout(() => {
      window.scrollTo({ top: 0, behavior: scrollBehavior() });
    }, SCROLL_TO_TOP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, hash]);
}
