import { useState, type ReactNode } from 'react';
import { useLocation, useOutlet } from 'react-router-dom';
import { AnimatePresence, m, useReducedMotion } from 'framer-motion';
import { easing, seconds } from '@motion-kit/react/motion';

/** Keeps the outgoing page's element while it exits, so mode="wait" animates the old page out first. */
function Frozen({ children }: { children: ReactNode }) {
  const [frozen] = useState(children);
  return <>{frozen}</>;
}

/** The main landmark's id: RootLayout sets it (the skip link's target), focus falls back to it here. */
export const MAIN_ID = 'main';

export const routeTransition = {
  slide: 12,
  duration: () => seconds('normal'),
};

/**
 * When the outgoing page leaves with the focused element (a link in it, the palette's trigger, a phone
 * menu link), focus would fall to the document's start and the next Tab would begin wherever the browser
 * guesses. It goes to the main landmark instead, so the next Tab starts at the new page's content.
 */
function keepFocusInMain() {
  const active = document.activeElement;
  if (active && active !== document.body) return;
  document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
}

/** Fade/slide between routes; the outgoing page exits first. No slide under reduced motion. */
export function RouteTransition() {
  const location = useLocation();
  const outlet = useOutlet();
  const reduceMotion = useReducedMotion();
  const offset = reduceMotion ? 0 : routeTransition.slide;
  return (
    <AnimatePresence mode="wait" initial={false} onExitComplete={keepFocusInMain}>
      <m.div
        key={location.pathname}
        initial={{ opacity: 0, y: offset }}
        animate={{ opacity: 1, y: 0 }}
        exit={{ opacity: 0, y: -offset }}
        transition={{ duration: routeTransition.duration(), ease: easing('standard') }}
      >
        <Frozen>{outlet}</Frozen>
      </m.div>
    </AnimatePresence>
  );
}
