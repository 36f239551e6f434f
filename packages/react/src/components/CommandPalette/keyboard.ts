// The keys CommandPalette answers to, for its API reference (scripts/api-reference/extract.mjs reads this
// as data); CommandPalette.keyboard.test.tsx presses each one.
import type { KeyboardInteraction } from '../../lib/keyboardInteraction';

export const commandPaletteKeyboard: readonly KeyboardInteraction[] = [
  { keys: 'Ctrl+K / Cmd+K', effect: 'Opens the palette from anywhere on the page, focus in its search field (Ctrl+P / Cmd+P too, instead of printing; `shortcut={false}` turns both off).' },
  { keys: 'ArrowDown', effect: 'Selects the next result, wrapping from the last to the first.' },
  { keys: 'ArrowUp', effect: 'Selects the previous result, wrapping from the first to the last.' },
  { keys: 'Enter', effect: 'Runs the selected command and closes the palette; focus returns to where it was.' },
  { keys: 'Escape', effect: 'Closes the palette without running anything; focus returns to where it was.' },
];
