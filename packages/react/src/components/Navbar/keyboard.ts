// The keys Navbar answers to (WAI-ARIA disclosure navigation), for its API reference
// (scripts/api-reference/extract.mjs reads this as data); Navbar.keyboard.test.tsx presses each one.
import type { KeyboardInteraction } from '../../lib/keyboardInteraction';

export const navbarKeyboard: readonly KeyboardInteraction[] = [
  { keys: 'Enter / Space', effect: "On an item's submenu button: opens its links, or closes them." },
  { keys: 'Tab', effect: 'Moves through the links and buttons; leaving an open submenu closes it.' },
  { keys: 'Escape', effect: 'Closes the open submenu (or the mobile menu); from a link inside it, focus returns to its button.' },
];
