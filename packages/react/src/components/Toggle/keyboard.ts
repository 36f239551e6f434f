// The keys Toggle answers to (WAI-ARIA switch), for its API reference (scripts/api-reference/extract.mjs
// reads this as data); Toggle.keyboard.test.tsx presses each one.
import type { KeyboardInteraction } from '../../lib/keyboardInteraction';

export const toggleKeyboard: readonly KeyboardInteraction[] = [
  { keys: 'Space', effect: 'Turns the switch on or off (calls `onChange`); nothing while it is disabled or loading.' },
  { keys: 'Enter', effect: 'Turns the switch on or off, as Space does.' },
];
