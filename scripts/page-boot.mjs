// The one script a prerendered page runs inline besides the theme script (prerender.mjs serialises it).
// @ts-check
/* global document, MutationObserver */

/**
 * Runs in the page (serialised into it): starts the app's JavaScript once the page has painted its
 * content. The page is prerendered, so nothing on screen waits for it; until the first paint the HTML
 * has the connection and the main thread to itself (on a slow phone the scripts would otherwise share
 * the bandwidth with it). Starts at once when paint timing is unavailable or the page is not visible
 * (background tab, prerender), when the page is hidden before it paints, and after 3 s in any case;
 * never before the whole document has been parsed (it runs at the top of <head>, see prerender.mjs).
 *
 * The window's load event waits for the page to hydrate (src/app/hydratedMark.ts sets
 * <html data-hydrated>), so "loaded" means the buttons on the page answer. Without this it fired before
 * the scripts were even requested, and a click, key or typing in between (a quick visitor, a test that
 * acts on load) did nothing. A child document left open (`document.open()` with no `close()`) holds it;
 * it is released at hydration, or after HOLD_LOAD_MAX_MS in any case, so a page whose scripts fail
 * still finishes loading. Closing the child document (which lets `load` fire) and removing its frame each
 * take noticeable main-thread time, so each gets a task of its own rather than the end of the task in
 * which React marks the page hydrated, which would make one long task of it.
 *
 * Module preloads start one per task after the first paint: starting a request costs the main thread
 * more than it seems, and a page has a dozen modules, so all in one callback would be a long task.
 * @param {string} entry
 * @param {string[]} modules
 */
export function boot(entry, modules) {
  // Holds the load event until hydration (see above); comments here are shipped in every page.
  const HOLD_LOAD_MAX_MS = 10000;
  const holder = document.createElement('iframe');
  holder.hidden = true;
  document.head.append(holder);
  holder.contentDocument?.open();
  const root = document.documentElement;
  const release = () => {
    observer.disconnect();
    clearTimeout(timer);
    holder.contentDocument?.close();
    setTimeout(() => holder.remove(), 0);
  };
  const observer = new MutationObserver(() => {
    if (root.dataset.hydrated) {
      observer.disconnect();
      setTimeout(release, 0);
    }
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  const timer = setTimeout(release, HOLD_LOAD_MAX_MS);

  let started = false;
  // One preload per task (see above).
  const preload = (/** @type {number} */ index) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = modules[index];
    document.head.append(link);
    if (index + 1 < modules.length) setTimeout(preload, 0, index + 1);
  };
  const start = () => {
    if (started) return;
    // This script runs at the top of <head>: the app hydrates the whole page, so it waits for the rest.
    if (document.readyState === 'loading') return document.addEventListener('DOMContentLoaded', start, { once: true });
    started = true;
    import(entry);
    if (modules.length) setTimeout(preload, 0, 0);
  };
  if (document.visibilityState !== 'visible' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return start();
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) start();
  }).observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', start, { once: true });
  setTimeout(start, 3000);
}
