// Landing on a URL's hash target (a search result, a deep link): the target is scrolled to once it exists
// and aimed at again until it stays put, then keyboard and screen-reader users are moved to it. See
// docs/search.md, "Landing on a result".

/**
 * How long a landing may take: the target appearing (its page's or its section's code arriving, the
 * outgoing page's exit animation, which on a slow phone takes seconds for a page as long as the design
 * tokens), then settling. Waiting costs a lookup by id per frame; any input of the visitor ends it.
 */
export const LANDING_WAIT_MS = 30_000;
/** The target counts as landed once it has stayed where it was aimed, with focus, for this long. */
export const LANDING_STABLE_MS = 800;
/** A target within this many pixels of its aim is on it (sub-pixel layout, rounding). */
export const LANDING_TOLERANCE_PX = 2;

/** What can take focus as it is. */
const FOCUSABLE = 'a[href],button,input,select,textarea,[tabindex]';

/** Input that says the visitor is moving the page themselves: the landing stops aiming then. */
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/** The element a URL hash names (`#token-motion-easing-spring`), or null; a malformed escape names nothing. */
export function hashTarget(doc: Document, hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
  return doc.getElementById(id);
}

/**
 * Where focus goes on landing: the target when it can take focus; else the heading that names it
 * (`aria-labelledby`) or the first heading inside it; else the target itself. What is not focusable is made
 * focusable from script only (`tabindex="-1"`), so it joins no Tab order.
 */
export function landingFocusTarget(target: HTMLElement): HTMLElement {
  if (target.matches(FOCUSABLE)) return target;
  const labelledBy = target.getAttribute('aria-labelledby')?.split(/\s+/)[0];
  const label = labelledBy ? target.ownerDocument.getElementById(labelledBy) : null;
  const heading = label && /^H[1-6]$/.test(label.tagName) ? label : target.querySelector<HTMLElement>('h1,h2,h3,h4,h5,h6');
  return heading ?? target;
}

/**
 * Whether the aim has to be taken again: the target is off its aim (`offset`, px from where
 * `scrollIntoView` puts it) and the page can still scroll that way (at the end of the page a target
 * near the bottom cannot reach the top, and that is where it stays).
 */
export function needsReaim(offset: number, scrollTop: number, maxScrollTop: number): boolean {
  if (Math.abs(offset) <= LANDING_TOLERANCE_PX) return false;
  return offset > 0 ? scrollTop < maxScrollTop - 1 : scrollTop > 0;
}

export interface LandingOptions {
  /** Called once, when the target is first aimed at (it has been found). */
  onFound?: (target: HTMLElement) => void;
}

/**
 * Scrolls the element `hash` names to the top of the viewport (below its scroll-margin) as soon as it
 * exists and focuses it or its heading (`landingFocusTarget`). Then, on every frame, aims again when it has
 * moved off (sections above it that render late, their code arriving, push it away) and focuses it again
 * when focus went elsewhere without the visitor (a closing dialog returns focus to its opener), until it
 * has stayed put, focused, with no modal dialog open, for LANDING_STABLE_MS. Instant scrolls, as a browser
 * lands on a fragment. Gives up after LANDING_WAIT_MS, and stops as soon as the visitor scrolls, clicks or
 * presses a key. Returns a function that stops it.
 */
export function landOnHash(doc: Document, hash: string, { onFound }: LandingOptions = {}): () => void {
  const view = doc.defaultView;
  if (!view || hash.length < 2) return () => {};
  const started = view.performance.now();
  let target: HTMLElement | null = null;
  let focusTarget: HTMLElement | null = null;
  let stableSince = 0;
  let frame = 0;
  const stop = () => {
    view.cancelAnimationFrame(frame);
    for (const type of USER_SCROLL_EVENTS) view.removeEventListener(type, stop, true);
  };
  const aim = (element: HTMLElement) => element.scrollIntoView({ behavior: 'auto', block: 'start' });
  const scroller = doc.scrollingElement ?? doc.documentElement;
  /** Pixels between where the target is and where `scrollIntoView` puts it: the page's scroll-padding and its scroll-margin below the top. */
  const offset = (element: HTMLElement) => {
    const aimed = (parseFloat(view.getComputedStyle(scroller).scrollPaddingTop) || 0) + (parseFloat(view.getComputedStyle(element).scrollMarginTop) || 0);
    return element.getBoundingClientRect().top - aimed;
  };

  const tick = () => {
    const now = view.performance.now();
    if (now - started > LANDING_WAIT_MS) return stop();
    if (!target?.isConnected) {
      // The page may still be on its way, or the outgoing page still leaving.
      target = hashTarget(doc, hash);
      if (!target) {
        frame = view.requestAnimationFrame(tick);
        return;
      }
      aim(target);
      focusTarget = landingFocusTarget(target);
      if (!focusTarget.matches(FOCUSABLE)) focusTarget.setAttribute('tabindex', '-1');
      focusTarget.focus({ preventScroll: true });
      onFound?.(target);
      stableSince = now;
    } else {
      let settled = true;
      if (needsReaim(offset(target), scroller.scrollTop, scroller.scrollHeight - scroller.clientHeight)) {
        aim(target);
        settled = false;
      }
      if (focusTarget && doc.activeElement !== focusTarget) {
        focusTarget.focus({ preventScroll: true });
        settled = false;
      }
      if (doc.querySelector('[aria-modal="true"]')) settled = false;
      if (!settled) stableSince = now;
      else if (now - stableSince >= LANDING_STABLE_MS) return stop();
    }
    frame = view.requestAnimationFrame(tick);
  };
  for (const type of USER_SCROLL_EVENTS) view.addEventListener(type, stop, { capture: true, passive: true });
  tick();
  return stop;
}
