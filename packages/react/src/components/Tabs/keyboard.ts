// The keys Tabs answers to (WAI-ARIA tabs with automatic activation), for its API reference
// (scripts/api-reference/extract.mjs reads this as data); Tabs.keyboard.test.tsx presses each one.
import type { KeyboardInteraction } from '../../lib/keyboardInteraction';

export const tabsKeyboard: readonly KeyboardInteraction[] = [
  { keys: 'Tab', effect: 'Into the tab list: focuses the selected tab. From it: moves to its panel.' },
  { keys: 'ArrowRight', effect: 'Selects and focuses the next enabled tab, wrapping from the last to the first.' },
  { keys: 'ArrowLeft', effect: 'Selects and focuses the previous enabled tab, wrapping from the first to the last.' },
  { keys: 'Home', effect: 'Selects and focuses the first tab.' },
  { keys: 'End', effect: 'Selects and focuses the last enabled tab.' },
];
