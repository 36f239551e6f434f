// The one script a prerendered page runs inline besides the theme script, serialised and minified by
// prerender.mjs: takes input until the page has hydrated, then replays it on the same elements
// (docs/interactivity.md has the rules and why). The page's own <head> loads the app.
// @ts-check
/* global document, window, MutationObserver, Element, KeyboardEvent, FocusEvent, HTMLInputElement, HTMLTextAreaElement */

export function boot() {
  const root = document.documentElement;
  /** @type {{ type: string, target: Element, claimer?: Element, init?: KeyboardEventInit }[]} */
  const queue = [];
  const CONTROL = 'button,input[type=checkbox],input[type=radio],input[type=submit],input[type=reset],input[type=button],[role=button],[role=tab],[role=switch],[role=checkbox],[role=radio],[role=menuitem],[role=menuitemcheckbox],[role=menuitemradio],[role=option]';
  const FIELD = 'input,textarea,select,[contenteditable]';
  const EVENTS = ['click', 'keydown', 'input', 'change', 'focusout'];
  // A part that hydrates after the page carries this until it is live: React would drop a click on it.
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
    } else if (event instanceof KeyboardEvent) {
      const { key } = event;
      if (event.isComposing || target.closest(FIELD) || /^(Tab|Shift|Control|Alt|Meta|CapsLock)$/.test(key)) return;
      // Enter and Space on these activate them natively: the click that follows is what counts.
      if ((key === 'Enter' || key === ' ') && target.closest('button,a[href],summary')) return;
      const combo = [event.ctrlKey && 'Control', event.altKey && 'Alt', event.shiftKey && 'Shift', event.metaKey && 'Meta', key.length === 1 ? key.toUpperCase() : key].filter(Boolean).join('+');
      const claimers = [...document.querySelectorAll('[aria-keyshortcuts]')].filter((el) => el.getAttribute('aria-keyshortcuts')?.split(' ').includes(combo));
      // A part that hydrates late may claim the shortcut too (a demo's palette over the site search's).
      const claimer = claimers.find((el) => el.closest(DEFERRED)) ?? claimers[0];
      // After hydration only such a part's shortcut waits: the page's own listeners take every other key.
      if (hydrated && !claimer?.closest(DEFERRED)) return;
      if (claimer) event.preventDefault();
      const { code, ctrlKey, metaKey, altKey, shiftKey, repeat, location } = event;
      queue.push({ type: 'keydown', target, claimer, init: { key, code, ctrlKey, metaKey, altKey, shiftKey, repeat, location } });
    } else if (hydrated) return;
    else if (target.matches(FIELD)) {
      queue.push({ type: event.type === 'focusout' ? 'focusout' : 'input', target });
    } else return;
    event.stopImmediatePropagation();
  };
  for (const type of EVENTS) window.addEventListener(type, capture, true);
  // An unchanged input event hydrates a field in a Suspense boundary React has not hydrated yet (and is
  // otherwise ignored): its value tracker and onBlur then exist before the value is announced.
  const poke = (/** @type {Element} */ field) => field.dispatchEvent(new Event('input', { bubbles: true }));
  const replay = () => {
    /** @type {Set<Element>} */
    const announced = new Set();
    const waiting = [];
    for (const item of queue.splice(0)) {
      const { type, target, claimer, init } = item;
      // In a part still waiting for its code, or a shortcut such a part claims: replayed when it is live.
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
          // React skips an input event whose value its tracker has seen (the typed text, at hydration): clear
          // it through the tracked property, restore it past the tracker with the prototype's setter, announce.
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
  // behind what came before it.
  const observer = new MutationObserver(() => {
    if (root.dataset.hydrated) {
      setTimeout(() => {
        hydrated = true;
        replay();
      }, 0);
    }
  });
  observer.observe(root, { attributes: true, subtree: true, attributeFilter: ['data-hydrated', 'data-deferred'] });
}
