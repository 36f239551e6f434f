// The keys Modal answers to, for its API reference (scripts/api-reference/extract.mjs reads this as data);
// Modal.keyboard.test.tsx presses each one.
import type { KeyboardInteraction } from '../../lib/keyboardInteraction';

export const modalKeyboard: readonly KeyboardInteraction[] = [
  { keys: 'Escape', effect: 'Closes the modal (calls `onClose`); focus returns to the element that opened it.' },
  { keys: 'Tab', effect: 'Moves focus to the next focusable element in the modal; from the last one, back to the first. Focus stays inside.' },
  { keys: 'Shift+Tab', effect: 'Moves focus to the previous focusable element in the modal; from the first one, to the last.' },
];
