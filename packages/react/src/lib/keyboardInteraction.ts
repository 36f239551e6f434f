// The shape of a component's keyboard data (`keyboard.ts` beside it): the keys it answers to, as its API
// reference shows them. Plain data, read at build time by scripts/api-reference/extract.mjs, and each row
// pressed in the component's keyboard test (test/keyboardTable.ts), so no row promises a key that does nothing.

/** One row of a keyboard table. */
export interface KeyboardInteraction {
  /** The key or keys, as a reader presses them: 'Escape', 'Shift+Tab', 'Ctrl+K / Cmd+K'. */
  keys: string;
  /** What pressing them does. */
  effect: string;
}
