// The one script a prerendered page runs inline besides the theme script (prerender.mjs serialises it).
// @ts-check
/* global document, window, MutationObserver, Element, KeyboardEvent, FocusEvent, HTMLInputElement, HTMLTextAreaElement */

/**
 * Runs in the page (serialised into it, minified): runs the app's JavaScript once the page has
 * painted its content and its document is parsed (the app hydrates all of it). The page is
 * prerendered, so nothing on screen waits for it. Starts at once when paint timing is unavailable or
 * the page is not visible (background tab, prerender), when the page is hidden before it paints, and
 * after 3 s in any case. The modules are requested with it, or sooner on a slow link, as soon as the
 * HTML has arrived (see `requestEarlyOnSlowLink`). Listing them in the HTML instead, as preloads,
 * puts them in Lighthouse's simulated LCP (any request that ends before the observed paint counts as
 * needed for it); on a slow link they would share the bandwidth with the HTML.
 *
 * Input that arrives before hydration is not lost (docs/interactivity.md): until <html data-hydrated>,
 * listeners on `window` in the capture phase (the first to see any event) take it, and once the page
 * has hydrated it is replayed, in order, on the same elements (hydration keeps the prerendered nodes):
 * - a click on a control (button, checkbox, radio, an element with a button-like role) is cancelled,
 *   the control marked `data-pending` (drawn pressed, src/theme/GlobalStyle.ts) and clicked again;
 *   links, disabled controls and clicks elsewhere keep their native behaviour;
 * - a key pressed outside a field is replayed as a keydown on the element it was pressed on; the
 *   browser's default action is kept, except for a shortcut the page claims with `aria-keyshortcuts`
 *   (Ctrl+P would open the print dialog, then the palette), which waits for the part that claims it;
 * - text typed into a field stays in the DOM; React keeps it at hydration but would not know it, so
 *   the field's value is announced again (an `input` event React's onChange sees), and a field left
 *   meanwhile is left again (`focusout`, which drives onBlur validation).
 * The events are stopped there, so React, whose listeners exist from `hydrateRoot` on, never sees
 * them too: each is handled once, by the replay. A part of the page that hydrates later, when its own
 * chunk arrives, carries `data-deferred` until then: clicks on its controls are still taken after the
 * page has hydrated (React would drop them) and replayed once the attribute is gone.
 * @param {string} entry
 * @param {string[]} modules
 */
export function boot(entry, modules) {
  const root = document.documentElement;
  // Input before hydration (see above): captured, then replayed once the page has hydrated.
  /** @type {{ type: string, target: Element, claimer?: Element, init?: KeyboardEventInit }[]} */
  const queue = [];
  const CONTROL = 'button,input[type=checkbox],input[type=radio],input[type=submit],input[type=reset],input[type=button],[role=button],[role=tab],[role=switch],[role=checkbox],[role=radio],[role=menuitem],[role=menuitemcheckbox],[role=menuitemradio],[role=option]';
  const FIELD = 'input,textarea,select,[contenteditable]';
  const EVENTS = ['click', 'keydown', 'input', 'change', 'focusout'];
  // A part that hydrates after the page, once its own code has arrived, carries this until then (the
  // motion lab's controls): React drops a click on it, so its clicks are still taken after the page.
  const DEFERRED = '[data-deferred]';
  let hydrated = false;
  /** @param {Event} event */
  const capture = (event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    if (event.type === 'click') {
      const control = target.closest(CONTROL);
      if (!control || control.closest('a[href]') || control.matches(':disabled,[aria-disabled=true]')) return;
      if (hydrated && !control.closest(DEFERRED)) return;
      event.preventDefault();
      control.setAttribute('data-pending', '');
      queue.push({ type: 'click', target: control });
    } else if (hydrated) return;
    else if (event instanceof KeyboardEvent) {
      const { key } = event;
      if (event.isComposing || target.closest(FIELD) || /^(Tab|Shift|Control|Alt|Meta|CapsLock)$/.test(key)) return;
      // Enter and Space on these activate them natively: the click that follows is what counts.
      if ((key === 'Enter' || key === ' ') && target.closest('button,a[href],summary')) return;
      const combo = [event.ctrlKey && 'Control', event.altKey && 'Alt', event.shiftKey && 'Shift', event.metaKey && 'Meta', key.length === 1 ? key.toUpperCase() : key].filter(Boolean).join('+');
      const claimers = [...document.querySelectorAll('[aria-keyshortcuts]')].filter((el) => el.getAttribute('aria-keyshortcuts')?.split(' ').includes(combo));
      // A part that hydrates late may claim the shortcut too (a demo's palette over the site search's).
      const claimer = claimers.find((el) => el.closest(DEFERRED)) ?? claimers[0];
      if (claimer) event.preventDefault();
      const { code, ctrlKey, metaKey, altKey, shiftKey, repeat, location } = event;
      queue.push({ type: 'keydown', target, claimer, init: { key, code, ctrlKey, metaKey, altKey, shiftKey, repeat, location } });
    } else if (target.matches(FIELD)) {
      queue.push({ type: event.type === 'focusout' ? 'focusout' : 'input', target });
    } else return;
    event.stopImmediatePropagation();
  };
  for (const type of EVENTS) window.addEventListener(type, capture, true);
  // A field in a part of the page React has not hydrated yet (a Suspense boundary hydrates after the
  // page) is hydrated by an input event, which React tracks but ignores when the value is unchanged:
  // the field's value tracker then exists before the value is announced, and its onBlur before it is left.
  const poke = (/** @type {Element} */ field) => field.dispatchEvent(new Event('input', { bubbles: true }));
  const replay = () => {
    /** @type {Set<Element>} */
    const announced = new Set();
    const waiting = [];
    for (const item of queue.splice(0)) {
      const { type, target, claimer, init } = item;
      // In a part still waiting for its code, or a shortcut such a part claims: replayed when that part
      // drops the attribute.
      if ((target.isConnected && target.closest(DEFERRED)) || claimer?.closest(DEFERRED)) {
        waiting.push(item);
        continue;
      }
      target.removeAttribute('data-pending');
      if (!target.isConnected) continue;
      if (type === 'click') /** @type {HTMLElement} */ (target).click();
      else if (type === 'keydown') target.dispatchEvent(new KeyboardEvent('keydown', { ...init, bubbles: true, cancelable: true, composed: true }));
      else if (type === 'focusout') {
        if (target !== document.activeElement) {
          poke(target);
          target.dispatchEvent(new FocusEvent('focusout', { bubbles: true, composed: true }));
        }
      } else if (!announced.has(target)) {
        announced.add(target);
        poke(target);
        if ((target instanceof HTMLInputElement && target.type !== 'file') || target instanceof HTMLTextAreaElement) {
          // React skips an input event whose value it has already seen (its value tracker, which it set
          // to the typed text at hydration): clear it through the tracked property, then restore the text
          // past it with the prototype's own setter, and announce. The caret stays where it was.
          const { value, selectionStart, selectionEnd } = target;
          const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target), 'value')?.set;
          target.value = '';
          setter?.call(target, value);
          if (selectionStart !== null && target === document.activeElement) target.setSelectionRange(selectionStart, selectionEnd);
          target.dispatchEvent(new Event('input', { bubbles: true }));
        } else target.dispatchEvent(new Event('change', { bubbles: true }));
      }
    }
    queue.push(...waiting);
    if (!queue.length && !document.querySelector(DEFERRED)) {
      for (const type of EVENTS) window.removeEventListener(type, capture, true);
      observer.disconnect();
    }
  };

  // The page's own handlers take input from the replay on: until that task runs, input is still queued
  // behind what came before it (a field left between the two would be validated before its text was
  // announced).
  const observer = new MutationObserver(() => {
    if (root.dataset.hydrated) {
      setTimeout(() => {
        hydrated = true;
        replay();
      }, 0);
    }
  });
  observer.observe(root, { attributes: true, subtree: true, attributeFilter: ['data-hydrated', 'data-deferred'] });

  // Every first-load module is requested in one task (a task per link let the parser's long tasks in
  // between and spread the requests out at 4x CPU slowdown): once the page has painted and its
  // document is parsed, or, on a slow link, as soon as the HTML has arrived (below). The entry runs
  // once the page has painted and its document is parsed (the app hydrates all of it). Requesting at
  // the paint alone, before the end of parsing, let requests end before Lighthouse's observed paint on
  // the long design-tokens page (see above).
  let requested = false;
  const request = () => {
    if (requested) return;
    requested = true;
    const links = document.createDocumentFragment();
    for (const href of [entry, ...modules]) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      links.append(link);
    }
    document.head.append(links);
  };
  let started = false;
  const start = () => {
    if (started) return;
    if (document.readyState === 'loading') return document.addEventListener('DOMContentLoaded', start, { once: true });
    started = true;
    request();
    import(entry);
  };
  // On a slow link the wait for the paint is the costliest part of it: a slow phone parses and lays
  // out for a few hundred milliseconds after the HTML's last byte while the network is idle, and the
  // download (115-140 KB) takes most of a second after that. There, the modules are requested as soon
  // as the HTML has arrived, at the first moment the parser leaves the main thread; nothing else
  // shares the link then (the page's CSS is inline and its fonts the system's), so the paint does
  // not wait for them. The link is judged by how fast the HTML itself arrived (Navigation Timing,
  // first byte to last): slow under about 2.4 Mbps, if that took 50 ms or more (a shorter time says
  // more about how busy the device was than about the link). On a fast link the download is short,
  // and the requests keep waiting for the paint: Lighthouse observes a page unthrottled and simulates
  // a slow link from that run, counting every request that ended before the observed paint as needed
  // for it (docs/interactivity.md, "The boot script").
  const SLOW_LINK_BYTES_PER_MS = 300;
  const SLOW_LINK_MIN_MS = 50;
  // The fallback start: by then the modules are requested whatever the link.
  const FALLBACK_MS = 3000;
  const lookUntil = performance.now() + FALLBACK_MS;
  const requestEarlyOnSlowLink = () => {
    if (started || typeof performance.getEntriesByType !== 'function') return;
    const [page] = /** @type {PerformanceNavigationTiming[]} */ (performance.getEntriesByType('navigation'));
    if (!page) return;
    // Still arriving: look again when the parser next lets a task run, until the fallback.
    if (!(page.responseEnd > 0)) return void (performance.now() < lookUntil && setTimeout(requestEarlyOnSlowLink, 4));
    const receiving = page.responseEnd - page.responseStart;
    if (page.transferSize > 0 && receiving >= SLOW_LINK_MIN_MS && page.transferSize / receiving < SLOW_LINK_BYTES_PER_MS) request();
  };
  requestEarlyOnSlowLink();
  if (document.visibilityState !== 'visible' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return start();
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) start();
  }).observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', start, { once: true });
  setTimeout(start, FALLBACK_MS);
}
