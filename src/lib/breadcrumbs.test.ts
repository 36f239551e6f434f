import { describe, expect, it } from 'vitest';
import { breadcrumbLabel, breadcrumbsFor, exampleCategory } from './breadcrumbs';
import { routeEntryFor } from '../content/routeManifest';

describe('breadcrumbLabel', () => {
  it("shows 'docs' as Documentation and 'examples' as Components", () => {
    expect(breadcrumbLabel('docs')).toBe('Documentation');
    expect(breadcrumbLabel('examples')).toBe('Components');
  });

  it('title-cases other segments from hyphenated words', () => {
    expect(breadcrumbLabel('design-tokens')).toBe('Design Tokens');
    expect(breadcrumbLabel('command-palette')).toBe('Command Palette');
    expect(breadcrumbLabel('buttons')).toBe('Buttons');
  });
});

describe('exampleCategory', () => {
  it.each([
    ['buttons', 'ui-basics'], ['inputs', 'ui-basics'], ['toggles', 'ui-basics'], ['cards', 'ui-basics'],
    ['tabs', 'navigation'], ['navbar', 'navigation'], ['sidebar', 'navigation'], ['breadcrumb', 'navigation'],
    ['modals', 'feedback'], ['toast', 'feedback'], ['alerts', 'feedback'], ['loaders', 'feedback'],
    ['drawer', 'motion'], ['command-palette', 'motion'], ['micro-interactions', 'motion'], ['page-transitions', 'motion'],
  ])('maps %s to %s', (slug, category) => {
    expect(exampleCategory(slug)).toBe(category);
  });

  it('leaves unmapped pages without a category', () => {
    expect(exampleCategory('experience-demo')).toBeUndefined();
  });

  it("has nothing to map for the spec's 'toasts': no such page exists, and an unknown URL shows no breadcrumb", () => {
    expect(routeEntryFor('/examples/toasts')).toBeUndefined();
    expect(exampleCategory('toasts')).toBeUndefined();
  });
});

describe('breadcrumbsFor', () => {
  it('starts at Home', () => {
    expect(breadcrumbsFor('/')).toEqual([{ label: 'Home', path: '/' }]);
  });

  it('labels documentation pages', () => {
    expect(breadcrumbsFor('/docs/design-tokens')).toEqual([
      { label: 'Home', path: '/' },
      { label: 'Documentation', path: '/docs' },
      { label: 'Design Tokens', path: '/docs/design-tokens' },
    ]);
  });

  it('links Components to the example page category', () => {
    expect(breadcrumbsFor('/examples/toast')).toEqual([
      { label: 'Home', path: '/' },
      { label: 'Components', path: '/docs/components?category=feedback' },
      { label: 'Toast', path: '/examples/toast' },
    ]);
  });

  it('treats the top-level aliases like their example pages', () => {
    expect(breadcrumbsFor('/buttons')[1]).toEqual({ label: 'Components', path: '/docs/components?category=ui-basics' });
    expect(breadcrumbsFor('/modals')[2]).toEqual({ label: 'Modals', path: '/modals' });
  });
});
