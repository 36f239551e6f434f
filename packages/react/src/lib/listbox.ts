// The listbox half of the APG combobox pattern, shared by the search box and the command palette: focus
// stays in the input, the active option is named by aria-activedescendant, arrows wrap around.
import type { MouseEvent } from 'react';

/**
 * The next active index with wrap-around; -1 when there is nothing to select. From no active option
 * (-1), moving down lands on the first option and moving up on the last.
 */
export function wrapIndex(index: number, delta: number, length: number): number {
  if (length <= 0) return -1;
  if (index < 0) return delta > 0 ? 0 : length - 1;
  return (((index + delta) % length) + length) % length;
}

/** Pointer handling of one option: hovering makes it active, and pressing it never takes focus from the input. */
export function optionPointerProps(index: number, active: number, setActive: (index: number) => void) {
  return {
    onMouseDown: (event: MouseEvent) => event.preventDefault(),
    onMouseMove: () => {
      if (index !== active) setActive(index);
    },
  };
}
