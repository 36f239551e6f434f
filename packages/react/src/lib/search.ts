// Docs search: case-insensitive substring over configured keys (dotted paths allowed), SPEC section 5.
import { SEARCH_RESULTS_MAX } from './timing';

export interface SearchOptions {
  /** Fields to search, as property names or dotted paths such as 'meta.label'. */
  keys: readonly string[];
  /** Results returned at most (default SEARCH_RESULTS_MAX). */
  limit?: number;
}

/** The value at a dotted path ('meta.label') of an object, or undefined when any step is missing. */
export function valueAtPath(item: unknown, path: string): unknown {
  let value: unknown = item;
  for (const step of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}

function matchesValue(value: unknown, needle: string): boolean {
  if (typeof value === 'string') return value.toLowerCase().includes(needle);
  if (typeof value === 'number') return String(value).includes(needle);
  if (Array.isArray(value)) return value.some((entry) => matchesValue(entry, needle));
  return false;
}

/** Items whose configured keys contain the query (ignoring case), in their given order; none for a blank query. */
export function search<T>(items: readonly T[], query: string, { keys, limit = SEARCH_RESULTS_MAX }: SearchOptions): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const results: T[] = [];
  for (const item of items) {
    if (results.length >= limit) break;
    if (keys.some((key) => matchesValue(valueAtPath(item, key), needle))) results.push(item);
  }
  return results;
}
