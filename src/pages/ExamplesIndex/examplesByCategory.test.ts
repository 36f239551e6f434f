import { describe, expect, it } from 'vitest';
import { EXAMPLE_SLUGS } from '../../app/pageMeta';
import { examplesByCategory } from './examplesByCategory';

const ORDER = ['experience-system', 'ui-basics', 'navigation', 'feedback', 'motion'] as const;

describe('examplesByCategory', () => {
  it('lists every example page exactly once', () => {
    const paths = examplesByCategory(ORDER).flatMap((group) => group.examples.map((meta) => meta.path));
    expect(paths.sort()).toEqual(EXAMPLE_SLUGS.map((slug) => `/examples/${slug}`).sort());
  });

  it('puts pages in the category the breadcrumb maps them to', () => {
    const groups = Object.fromEntries(examplesByCategory(ORDER).map((group) => [group.category, group.examples.map((meta) => meta.title)]));
    expect(groups['ui-basics']).toEqual(['Buttons', 'Inputs', 'Toggles', 'Cards']);
    expect(groups.navigation).toEqual(['Tabs', 'Navbar', 'Breadcrumb', 'Sidebar']);
    expect(groups.motion).toContain('Command Palette');
  });

  it('files unmapped demos under the Experience System', () => {
    const [first] = examplesByCategory(ORDER);
    expect(first?.category).toBe('experience-system');
    expect(first?.examples.map((meta) => meta.title)).toEqual(['Experience Demo', 'Confirmation Flow', 'Adaptive Forms']);
  });

  it('follows the given category order and drops empty categories', () => {
    expect(examplesByCategory(['motion', 'feedback'], ['toast', 'drawer']).map((group) => group.category)).toEqual(['motion', 'feedback']);
    expect(examplesByCategory(['navigation'], ['toast'])).toEqual([]);
  });
});
