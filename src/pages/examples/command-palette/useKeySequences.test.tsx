// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useKeySequences, type KeySequence } from './demos/CommandPaletteDemo';

function Bindings({ sequences }: { sequences: readonly KeySequence[] }) {
  useKeySequences(sequences);
  return null;
}

describe('useKeySequences', () => {
  it('runs the sequence a visitor types, and a second binding of the same keys stands aside', async () => {
    const user = userEvent.setup();
    const command = { home: vi.fn(), settings: vi.fn() };
    const navigation = { home: vi.fn() };
    render(
      <>
        <Bindings
          sequences={[
            { id: 'home', keys: ['G', 'H'], run: command.home },
            { id: 'settings', keys: ['G', 'S'], run: command.settings },
          ]}
        />
        <Bindings sequences={[{ id: 'home', keys: ['G', 'H'], run: navigation.home }]} />
      </>,
    );
    await user.keyboard('gs');
    expect(command.settings).toHaveBeenCalledTimes(1);
    await user.keyboard('gh');
    expect(command.home).toHaveBeenCalledTimes(1);
    expect(navigation.home).not.toHaveBeenCalled();
    // The handled H does not pair with the next key either.
    await user.keyboard('h');
    expect(navigation.home).not.toHaveBeenCalled();
  });

  it('ignores keys typed in a field and keys with a modifier', async () => {
    const user = userEvent.setup();
    const run = vi.fn();
    render(
      <>
        <Bindings sequences={[{ id: 'settings', keys: ['G', 'S'], run }]} />
        <input aria-label="Name" />
      </>,
    );
    await user.keyboard('{Control>}g{/Control}s');
    expect(run).not.toHaveBeenCalled();
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.keyboard('gs');
    expect(run).not.toHaveBeenCalled();
  });
});
