// @vitest-environment jsdom
/* global document */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boot } from './page-boot.mjs';

// A module that exists wherever the test runs: the entry is really imported.
const ENTRY = 'data:text/javascript,export default 1';
const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

describe('page boot script', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
    delete document.documentElement.dataset.hydrated;
  });

  it('starts at once where paint timing is unavailable, and preloads one module per task, in order', () => {
    vi.useFakeTimers();
    boot(ENTRY, ['/assets/a.js', '/assets/b.js', '/assets/c.js']);
    // No link in the task that imports the entry: each request costs the main thread several ms.
    expect(preloads()).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(preloads()).toEqual(['/assets/a.js']);
    vi.advanceTimersToNextTimer();
    expect(preloads()).toEqual(['/assets/a.js', '/assets/b.js']);
    vi.advanceTimersToNextTimer();
    expect(preloads()).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.js']);
    // Module preloads must be CORS requests, as module scripts are, or the browser fetches twice.
    expect([...document.head.querySelectorAll('link')].every((link) => link.crossOrigin === '')).toBe(true);
    vi.runAllTimers();
    expect(preloads()).toHaveLength(3);
  });

  it('waits for the rest of the document before it starts the app, which hydrates all of it', () => {
    vi.useFakeTimers();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    boot(ENTRY, ['/assets/a.js']);
    vi.advanceTimersByTime(5_000); // past the 3 s fallback
    expect(preloads()).toEqual([]);
    readyState.mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    vi.advanceTimersToNextTimer();
    expect(preloads()).toEqual(['/assets/a.js']);
    readyState.mockRestore();
  });

  it('preloads nothing when there is nothing to preload', () => {
    vi.useFakeTimers();
    boot(ENTRY, []);
    vi.runAllTimers();
    expect(preloads()).toEqual([]);
  });

  it('holds the load event with an open child document until the page is marked hydrated', async () => {
    boot(ENTRY, []);
    const holder = document.head.querySelector('iframe');
    expect(holder).not.toBeNull();
    expect(holder?.hidden).toBe(true);
    await Promise.resolve();
    expect(holder?.isConnected).toBe(true);
    document.documentElement.dataset.hydrated = 'true';
    await vi.waitFor(() => expect(holder?.isConnected).toBe(false));
  });

  it('releases the hold in tasks of its own: closing the child document, then removing its frame', async () => {
    vi.useFakeTimers();
    boot(ENTRY, []);
    const holder = /** @type {HTMLIFrameElement} */ (document.head.querySelector('iframe'));
    const close = vi.spyOn(/** @type {Document} */ (holder.contentDocument), 'close');
    document.documentElement.dataset.hydrated = 'true';
    // The mutation observer runs as a microtask at the end of React's task: it only schedules.
    await Promise.resolve();
    await Promise.resolve();
    expect(close).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(close).toHaveBeenCalledTimes(1);
    expect(holder.isConnected).toBe(true);
    vi.advanceTimersToNextTimer();
    expect(holder.isConnected).toBe(false);
  });

  it('lets the page finish loading after 10 s if it never hydrates', () => {
    vi.useFakeTimers();
    boot(ENTRY, []);
    const holder = document.head.querySelector('iframe');
    vi.advanceTimersByTime(9_999);
    expect(holder?.isConnected).toBe(true);
    vi.advanceTimersByTime(1);
    vi.advanceTimersToNextTimer(); // the frame goes in the task after the one that closes its document
    expect(holder?.isConnected).toBe(false);
  });
});
