import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { PAGE_META } from './pageMeta';
import { forgetFailedLoads } from '../lib/preloadable';
import { pageModule, preloadRoute, routes, withoutIndexFile } from './routes';

const leafPath = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route;

describe('route table', () => {
  it('gives every page of the page table its own route, never the catch-all', () => {
    for (const { path } of PAGE_META) {
      const route = leafPath(path);
      expect(route, path).toBeDefined();
      expect(route?.path, path).not.toBe('*');
    }
  });

  it('sends unknown paths to the catch-all page', () => {
    expect(leafPath('/no-such-page')?.path).toBe('*');
    expect(leafPath('/examples/no-such-example')?.path).toBe('*');
  });

  it('matches case-sensitively, as the static host does: /DOCS is not the documentation', () => {
    expect(leafPath('/DOCS')?.path).toBe('*');
    expect(leafPath('/Examples/Buttons')?.path).toBe('*');
    expect(leafPath('/docs')?.path).toBe('docs');
  });

  it("shows the router a folder's path for its index.html", () => {
    expect(withoutIndexFile('/index.html')).toBe('/');
    expect(withoutIndexFile('/docs/changelog/index.html')).toBe('/docs/changelog/');
    expect(withoutIndexFile('/docs')).toBe('/docs');
    expect(withoutIndexFile('/index.html.bak')).toBe('/index.html.bak');
  });

  it('loads the page module of a URL before the first render, so it renders without suspending', async () => {
    await preloadRoute('/docs/changelog');
    const { module } = leafPath('/docs/changelog')!.handle as { module: { current(): unknown } };
    expect(module.current()).toMatchObject({ default: expect.any(Function) });
  });
});

describe('a page whose chunk fails', () => {
  const offline = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
  /** A visit as React Router records it: the history entry's key. */
  const visit = (key: string) => window.history.replaceState({ key }, '');
  afterEach(() => window.history.replaceState(null, ''));

  /** Asks for the page as a visitor's new attempt does: failed loads are forgotten first. */
  const ask = <T,>(module: { load(): Promise<T> }) => {
    forgetFailedLoads();
    return module.load();
  };

  it('shows the error on the first visit, and loads the document anew when a later visit fails again while online', async () => {
    const reload = vi.fn();
    const module = pageModule(offline, () => true, reload);
    visit('a');
    await expect(ask(module)).rejects.toThrow(TypeError);
    visit('b');
    let settled = false;
    void ask(module).finally(() => (settled = true));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(settled).toBe(false);
  });

  it("never reloads for React's retry of a render (the same visit), nor while offline", async () => {
    const reload = vi.fn();
    const module = pageModule(offline, () => true, reload);
    visit('a');
    await expect(ask(module)).rejects.toThrow(TypeError);
    await expect(ask(module)).rejects.toThrow(TypeError);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    visit('b');
    await expect(ask(module)).rejects.toThrow(TypeError);
    expect(reload).not.toHaveBeenCalled();
  });

  it('never reloads for a prefetch (the URL shows another page)', async () => {
    const reload = vi.fn();
    const module = pageModule(offline, () => false, reload);
    for (const key of ['a', 'b', 'c']) {
      visit(key);
      await expect(ask(module)).rejects.toThrow(TypeError);
    }
    expect(reload).not.toHaveBeenCalled();
  });
});
