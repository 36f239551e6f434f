// Undo and redo for the draft: a past/present/future stack. Edits made by one continuous gesture (a
// colour picker dragged, a number field stepped) share a `group` and become one undo step.

export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** The group of the last commit; a commit with the same group replaces the present. */
  group?: string;
}

/** Steps kept: enough for a session, bounded so a long drag cannot grow memory without end. */
export const HISTORY_LIMIT = 100;

export const startHistory = <T>(present: T): History<T> => ({ past: [], present, future: [] });

export function commit<T>(history: History<T>, next: T, group?: string): History<T> {
  if (Object.is(next, history.present)) return history;
  if (group !== undefined && group === history.group) return { ...history, present: next, future: [] };
  return { past: [...history.past, history.present].slice(-HISTORY_LIMIT), present: next, future: [], group };
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest };
}
