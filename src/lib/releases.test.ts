import { describe, expect, it } from 'vitest';
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
