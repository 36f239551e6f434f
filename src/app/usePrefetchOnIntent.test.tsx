import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { internalLinkPath, usePrefetchOnIntent } from './usePrefetchOnIntent';

const origin = window.location.origin;

function link(attributes: Record<string, string>) {
  const a = document.createElement('a');
  for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
  a.append(document.createElement('span'));
  return a;
}

describe('internalLinkPath', () => {
  it('gives the pathname of a same-site link, from the link or an element inside it', () => {
    const a = link({ href: '/docs/changelog#v2' });
    expect(internalLinkPath(a, origin)).toBe('/docs/changelog');
    expect(internalLinkPath(a.firstChild, origin)).toBe('/docs/changelog');
  });

  it('ignores other sites, new-tab and download links, and targets outside links', () => {
    expect(internalLinkPath(link({ href: 'https://example.com/docs' }), origin)).toBeUndefined();
    expect(internalLinkPath(link({ href: '/docs', target: '_blank' }), origin)).toBeUndefined();
    expect(internalLinkPath(link({ href: '/tokens.json', download: '' }), origin)).toBeUndefined();
    expect(internalLinkPath(document.createElement('button'), origin)).toBeUndefined();
    expect(internalLinkPath(null, origin)).toBeUndefined();
  });
});

function Page({ prefetch }: { prefetch: (path: string) => Promise<void> }) {
  usePrefetchOnIntent(prefetch);
  return (
    <>
      <a href="/docs/design-tokens">Tokens</a>
      <a href="https://example.com/">Elsewhere</a>
    </>
  );
}

describe('usePrefetchOnIntent', () => {
  it('prefetches a page when a pointer moves over its link or focus reaches it, once per link in a row', () => {
    const prefetch = vi.fn(() => Promise.resolve());
    render(<Page prefetch={prefetch} />);
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(prefetch).not.toHaveBeenCalled();
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Tokens' }));
    fireEvent.focusIn(screen.getByRole('link', { name: 'Tokens' }));
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith('/docs/design-tokens');
  });

  it('swallows a failed prefetch: the navigation reports it', async () => {
    const prefetch = vi.fn(() => Promise.reject(new Error('offline')));
    render(<Page prefetch={prefetch} />);
    fireEvent.focusIn(screen.getByRole('link', { name: 'Tokens' }));
    await Promise.resolve();
    expect(prefetch).toHaveBeenCalledTimes(1);
  });
});
