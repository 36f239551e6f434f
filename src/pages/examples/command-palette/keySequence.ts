// Two-key navigation shortcuts (G then H): which shortcut, if any, a key completes.

/** The second key must follow the first within this time. */
export const KEY_SEQUENCE_TIMEOUT_MS = 1000;

export interface PendingKey {
  key: string;
  at: number;
}

/** Returns the id of the shortcut whose keys are `pending` then `key`, pressed in time; case-insensitive. */
export function completedSequence<T extends { id: string; keys: readonly string[] }>(
  shortcuts: readonly T[],
  pending: PendingKey | null,
  key: string,
  at: number,
): T | undefined {
  if (!pending || at - pending.at > KEY_SEQUENCE_TIMEOUT_MS) return undefined;
  const [first, second] = [pending.key.toLowerCase(), key.toLowerCase()];
  return shortcuts.find((shortcut) => shortcut.keys.length === 2 && shortcut.keys[0]!.toLowerCase() === first && shortcut.keys[1]!.toLowerCase() === second);
}

/** Typing in a field never triggers shortcuts. */
export function isEditableTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}
