import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { PAGE_META } from './pageMeta';
import { preloadRoute, routes, withoutIndexFile } from './routes';

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
