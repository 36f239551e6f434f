// Release shapes (SPEC §3) and the pure rules the changelog shows: change totals and US long dates.

export type ReleaseType = 'major' | 'minor' | 'patch';
export type ChangeCategory = 'added' | 'changed' | 'fixed' | 'removed';

/** The order change groups appear in, with their headings. */
export const CHANGE_CATEGORIES: ReadonlyArray<{ id: ChangeCategory; label: string }> = [
  { id: 'added', label: 'Added' },
  { id: 'changed', label: 'Changed' },
  { id: 'fixed', label: 'Fixed' },
  { id: 'removed', label: 'Removed' },
];

export interface Release {
  version: string;
  /** ISO calendar date, e.g. '2025-09-14'. */
  date: string;
  type: ReleaseType;
  description: string;
  changes: Partial<Record<ChangeCategory, string[]>>;
}

/** Total number of change items in a release, over every group. */
export function countChanges(release: Pick<Release, 'changes'>): number {
  return CHANGE_CATEGORIES.reduce((sum, { id }) => sum + (release.changes[id]?.length ?? 0), 0);
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * '2025-09-14' -> 'September 14, 2025', as `Intl.DateTimeFormat('en-US', { dateStyle: 'long' })` prints
 * it. In UTC: a date-only ISO string parses as UTC midnight, and the prerender and every visitor's
 * browser must print the same day whatever their own time zone. Written out rather than through Intl:
 * the first DateTimeFormat a page creates loads ICU's locale and time-zone data, 15-40 ms on a fast
 * machine and about four times that on a slow phone, in the middle of the changelog's hydration.
 */
export function formatReleaseDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not an ISO date: "${iso}"`);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** '1.1.0' -> 'V1.1', the short name the roadmap preview uses. */
export function shortVersion(version: string): string {
  const [major = '0', minor = '0'] = version.split('.');
  return `V${major}.${minor}`;
}
