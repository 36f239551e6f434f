import { describe, expect, it } from 'vitest';
import { COMPONENT_CATEGORIES, DEFAULT_COMPONENT_CATEGORY } from './catalog';
import { EXAMPLE_SLUGS } from '../app/pageMeta';
import { exampleCategory } from '../lib/breadcrumbs';

const categoryOfEntryAt = (path: string) =>
  COMPONENT_CATEGORIES.filter((category) => category.components.some((entry) => entry.path === path)).map((category) => category.id);

describe('component catalog', () => {
  it('has the five categories in order, experience-system first and default', () => {
    expect(COMPONENT_CATEGORIES.map((category) => category.id)).toEqual(['experience-system', 'ui-basics', 'navigation', 'feedback', 'motion']);
    expect(COMPONENT_CATEGORIES.map((category) => category.name)).toEqual(['Experience System', 'UI Basics', 'Navigation', 'Feedback', 'Motion']);
    expect(DEFAULT_COMPONENT_CATEGORY).toBe('experience-system');
  });

  it('lists every example page in the category the breadcrumb maps it to (unmapped ones in experience-system)', () => {
    for (const slug of EXAMPLE_SLUGS) {
      const expected = exampleCategory(slug) ?? 'experience-system';
      expect(categoryOfEntryAt(`/examples/${slug}`), slug).toContain(expected);
    }
  });

  it('holds Smart Button, Experience Demo, Adaptive Forms and Confirmation Flow in experience-system', () => {
    const names = COMPONENT_CATEGORIES[0]!.components.map((entry) => entry.name);
    expect(names).toEqual(expect.arrayContaining(['Smart Button', 'Experience Demo', 'Adaptive Forms', 'Confirmation Flow']));
  });

  it('marks some entries Pro and some coming soon, and links only the others to existing example pages', () => {
    const entries = COMPONENT_CATEGORIES.flatMap((category) => category.components);
    expect(entries.some((entry) => entry.status === 'pro')).toBe(true);
    expect(entries.some((entry) => entry.status === 'coming-soon')).toBe(true);
    for (const entry of entries.filter((e) => e.status !== 'coming-soon')) {
      expect(EXAMPLE_SLUGS.map((slug) => `/examples/${slug}`), entry.id).toContain(entry.path);
    }
  });

  it('uses each component id once per category', () => {
    for (const category of COMPONENT_CATEGORIES) {
      const ids = category.components.map((entry) => entry.id);
      expect(new Set(ids).size, category.id).toBe(ids.length);
    }
  });
});
