// @vitest-environment jsdom
import { useRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useFocusHandoff } from './useFocusHandoff';

function Counter({ start }: { start: number }) {
  const [count, setCount] = useState(start);
  const remove = useRef<HTMLButtonElement>(null);
  const add = useRef<HTMLButtonElement>(null);
  useFocusHandoff(remove, count <= 1, () => add.current);
  return (
    <>
      <button ref={add} onClick={() => setCount((n) => n + 1)}>
        Add
      </button>
      <button ref={remove} disabled={count <= 1} onClick={() => setCount((n) => n - 1)}>
        Remove
      </button>
      <button onClick={() => setCount(1)}>Clear</button>
    </>
  );
}

describe('useFocusHandoff', () => {
  it('moves focus on when the focused control disables itself', async () => {
    const user = userEvent.setup();
    render(<Counter start={2} />);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('button', { name: 'Remove' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add' })).toHaveFocus();
  });

  it('leaves focus alone when another control disables it', async () => {
    const user = userEvent.setup();
    render(<Counter start={3} />);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('button', { name: 'Remove' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clear' })).toHaveFocus();
  });
});
