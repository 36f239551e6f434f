// The keys UserMenu answers to (WAI-ARIA menu button), for its API reference (scripts/api-reference/extract.mjs
// reads this as data); UserMenu.keyboard.test.tsx presses each one.
import type { KeyboardInteraction } from '../../lib/keyboardInteraction';

export const userMenuKeyboard: readonly KeyboardInteraction[] = [
  { keys: 'Enter / Space', effect: 'On the account button: opens the menu with focus on its first entry.' },
  { keys: 'ArrowDown', effect: 'On the account button: opens the menu on its first entry. In the menu: the next entry, wrapping from the last to the first.' },
  { keys: 'ArrowUp', effect: 'On the account button: opens the menu on its last entry. In the menu: the previous entry, wrapping from the first to the last.' },
  { keys: 'Home', effect: 'Moves to the first entry.' },
  { keys: 'End', effect: 'Moves to the last entry.' },
  { keys: 'Escape', effect: 'Closes the menu; focus returns to the account button.' },
  { keys: 'Tab', effect: 'Closes the menu and lets focus move on, as Tab does.' },
];
