// The keys SearchBox answers to (WAI-ARIA combobox with a listbox popup), for its API reference
// (scripts/api-reference/extract.mjs reads this as data); SearchBox.keyboard.test.tsx presses each one.
import type { KeyboardInteraction } from '../../lib/keyboardInteraction';

export const searchBoxKeyboard: readonly KeyboardInteraction[] = [
  { keys: 'ArrowDown', effect: 'With a query: opens the results and marks the next one, wrapping from the last to the first.' },
  { keys: 'ArrowUp', effect: 'With a query: opens the results and marks the previous one, wrapping from the first to the last.' },
  { keys: 'Enter', effect: 'Chooses the marked result, or the first one (calls `onSelect`), and closes the list.' },
  { keys: 'Escape', effect: 'Closes the results; pressed again, clears the field.' },
];
