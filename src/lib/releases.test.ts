import { afterEach, describe, expect, it, vi } from 'vitest';
import { countChanges, formatReleaseDate, shortVersion } from './releases';

describe('formatReleaseDate', () => {
  it('prints an ISO date in US long format', () => {
    expect(formatReleaseDate('2025-09-14')).toBe('September 14, 2025');
  });

  it('prints the same calendar day whatever the local time zone, because it formats in UTC', () => {
    expect(formatReleaseDate('2025-01-01')).toBe('January 1, 2025');
    expect(formatReleaseDate('2025-12-31')).toBe('December 31, 2025');
  });

  it('refuses a string that is not a date', () => {
    expect(() => formatReleaseDate('soon')).toThrow(RangeError);
  });

  it("prints every day as Intl's en-US long date in UTC does", () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    // One assertion over the list of differing days rather than one per day: 1,826 expect() calls cost
    // a hundred times the formatting they check, too near Vitest's timeout on a busy machine, and the
    // list still names every day that differs.
    const differing: string[] = [];
    let days = 0;
    for (let day = Date.UTC(2023, 0, 1); day <= Date.UTC(2027, 11, 31); day += 86_400_000, days += 1) {
      const iso = new Date(day).toISOString().slice(0, 10);
      const ours = formatReleaseDate(iso);
      const theirs = intl.format(new Date(day));
      if (ours !== theirs) differing.push(`${iso}: ${ours} instead of ${theirs}`);
    }
    expect(days).toBe(1826);
    expect(differing).toEqual([]);
  });

  describe('without Intl', () => {
    afterEach(() => vi.restoreAllMocks());

    it('creates no Intl.DateTimeFormat: the first one a page makes loads ICU data during hydration', async () => {
      // A fresh copy of the module, as a page loads it: nothing made by the tests above is reused.
      vi.resetModules();
      const fresh = await import('./releases');
      const created = vi.spyOn(Intl, 'DateTimeFormat');
      expect(fresh.formatReleaseDate('2025-09-14')).toBe('September 14, 2025');
      expect(created).not.toHaveBeenCalled();
    });
  });
});

describe('countChanges', () => {
  it('adds the items of every change group', () => {
    expect(countChanges({ changes: { added: ['a', 'b'], changed: ['c'], fixed: [], removed: ['d'] } })).toBe(4);
  });

  it('counts missing groups as empty', () => {
    expect(countChanges({ changes: {} })).toBe(0);
  });
});

describe('shortVersion', () => {
  it('names a release by its major and minor number', () => {
    expect(shortVersion('1.1.0')).toBe('V1.1');
  });
});
