import { describe, expect, it } from 'vitest';
import { activeNavItemId, pathMatches, type NavItem } from './navActive';

describe('pathMatches', () => {
  it('matches "/" only exactly', () => {
    expect(pathMatches('/', '/')).toBe(true);
    expect(pathMatches('/docs', '/')).toBe(false);
  });

  it('matches the path itself and anything below it', () => {
    expect(pathMatches('/docs', '/docs')).toBe(true);
    expect(pathMatches('/docs/changelog', '/docs')).toBe(true);
  });

  it('only matches prefixes at a segment boundary', () => {
    expect(pathMatches('/docsearch', '/docs')).toBe(false);
    expect(pathMatches('/examples-old', '/examples')).toBe(false);
  });

  it('ignores a query string and a trailing slash on the item path', () => {
    expect(pathMatches('/docs/components', '/docs/components?category=navigation')).toBe(true);
    expect(pathMatches('/docs/changelog', '/docs/')).toBe(true);
  });
});

describe('activeNavItemId', () => {
  const items: NavItem[] = [
    { id: 'home', label: 'Home', path: '/' },
    { id: 'docs', label: 'Documentation', path: '/docs' },
    { id: 'tokens', label: 'Design Tokens', path: '/docs/design-tokens' },
    { id: 'components', label: 'Components', path: '/docs/components', matchPaths: ['/examples'] },
  ];

  it('marks Home only on "/"', () => {
    expect(activeNavItemId(items, '/')).toBe('home');
    expect(activeNavItemId(items, '/unknown')).toBeUndefined();
  });

  it('lets the longest matching path win over a shorter prefix', () => {
    expect(activeNavItemId(items, '/docs/design-tokens')).toBe('tokens');
    expect(activeNavItemId(items, '/docs/changelog')).toBe('docs');
  });

  it('counts extra match paths for an item', () => {
    expect(activeNavItemId(items, '/examples/buttons')).toBe('components');
  });
});
