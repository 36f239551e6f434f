import { startTransition, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useOutlet } from 'react-router-dom';
import { durationsMs, easings } from '@motion-kit/react/motion';
import { useMediaQuery } from '@motion-kit/react';

/** The main landmark's id: RootLayout sets it (the skip link's target), focus falls back to it here. */
export const MAIN_ID = 'main';

export const routeTransition = {
  slide: 12,
  duration: () => durationsMs.normal / 1000,
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

/** Moves the page's frame by `y` pixels while fading it: one keyframe pair, on the compositor. */
function slide(frame: HTMLElement | null, from: { opacity: number; y: number }, to: { opacity: number; y: number }, fill?: FillMode) {
  // jsdom and very old browsers have no Web Animations: the page is swapped at once there.
  if (!frame || typeof frame.animate !== 'function') return null;
  const keyframe = ({ opacity, y }: { opacity: number; y: number }) => ({ opacity, transform: `translateY(${y}px)` });
  return frame.animate([keyframe(from), keyframe(to)], {
    duration: routeTransition.duration() * 1000,
    easing: `cubic-bezier(${easings.standard.join(', ')})`,
    fill,
  });
}

type Shown = { pathname: string; outlet: ReactNode };

/**
 * Fade/slide between routes; the outgoing page exits first, then the next one enters. No slide under
 * reduced motion, only the fade. Nothing moves on the first load: the prerendered page is already there.
 *
 * Every page is wrapped in this, so it is part of every first load: it animates its frame with the Web
 * Animations API, the same engine framer-motion's transform and opacity animations run on, and keeps the
 * animation library out of the pages that do not animate anything else.
 */
export function RouteTransition() {
  const { pathname } = useLocation();
  const outlet = useOutlet();
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const offset = reduceMotion ? 0 : routeTransition.slide;
  // The page on screen keeps the element it was shown with while it exits (the router's outlet already
  // renders the next route).
  const [shown, setShown] = useState<Shown>({ pathname, outlet });
  const latest = useRef<Shown>(shown);
  const frame = useRef<HTMLDivElement>(null);
  const exit = useRef<Animation | null>(null);
  const entering = useRef(false);

  useLayoutEffect(() => {
    latest.current = { pathname, outlet };
  });

  useEffect(() => {
    if (pathname === shown.pathname) {
      // Back on the page that was leaving: it stays.
      exit.current?.cancel();
      exit.current = null;
      return;
    }
    // A navigation during the exit waits for it, then shows wherever the visitor is by then.
    if (exit.current) return;
    const show = () => {
      exit.current = null;
      entering.current = true;
      // As a transition: if the next page's code is still loading, the faded frame waits for it.
      startTransition(() => setShown(latest.current));
    };
    const animation = slide(frame.current, { opacity: 1, y: 0 }, { opacity: 0, y: -offset }, 'forwards');
    exit.current = animation;
    if (animation) animation.finished.then(show, () => {});
    else show();
  }, [pathname, shown.pathname, offset]);

  useLayoutEffect(() => {
    if (!entering.current) return;
    entering.current = false;
    keepFocusInMain();
    slide(frame.current, { opacity: 0, y: offset }, { opacity: 1, y: 0 });
  }, [shown, offset]);

  return (
    <div key={shown.pathname} ref={frame}>
      {shown.outlet}
    </div>
  );
}
