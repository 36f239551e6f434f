import { describe, expect, it } from 'vitest';
import { CURRENT_RELEASE, RELEASES } from './releases';
import { ROADMAP, NEXT_RELEASE } from './roadmap';
import { CHANGE_CATEGORIES, countChanges } from '../lib/releases';

describe('release content', () => {
  it('features v1.0.0, a major release of 2025-09-14', () => {
    expect(CURRENT_RELEASE).toMatchObject({ version: '1.0.0', type: 'major', date: '2025-09-14' });
  });

  it('totals the current release as the sum of its added, changed, fixed and removed items', () => {
    const sum = CHANGE_CATEGORIES.reduce((total, { id }) => total + (CURRENT_RELEASE.changes[id]?.length ?? 0), 0);
    expect(countChanges(CURRENT_RELEASE)).toBe(sum);
    expect(sum).toBeGreaterThan(0);
  });

  it('lists releases newest first with valid ISO dates and no empty group', () => {
    const dates = RELEASES.map((release) => release.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const release of RELEASES) {
      expect(release.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const items of Object.values(release.changes)) expect(items.length).toBeGreaterThan(0);
    }
  });

  it('plans v1.1.0 for Q4 2025 and v1.2.0 for Q1 2026', () => {
    expect(ROADMAP.map(({ version, quarter }) => [version, quarter])).toEqual([
      ['1.1.0', 'Q4 2025'],
      ['1.2.0', 'Q1 2026'],
    ]);
  });

  it('previews Intelligent Forms, Smart Data Display and ML Integration as the next release', () => {
    expect(NEXT_RELEASE.items.map(({ title, eta }) => `${title} (${eta})`)).toEqual([
      'Intelligent Forms (Oct 2025)',
      'Smart Data Display (Nov 2025)',
      'ML Integration (Q1 2026)',
    ]);
  });
});
