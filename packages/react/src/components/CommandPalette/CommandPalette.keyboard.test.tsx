import { expect, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { describeKeyboardTable } from '../../test/keyboardTable';
import { CommandPalette, type Command } from './index';
import { commandPaletteKeyboard } from './keyboard';

async function setup() {
  const user = userEvent.setup();
  const run = { home: vi.fn(), settings: vi.fn(), docs: vi.fn() };
  const commands: Command[] = [
    { id: 'home', title: 'Go to Home', category: 'Navigation', action: run.home },
    { id: 'settings', title: 'Open Settings', category: 'User', action: run.settings },
    { id: 'docs', title: 'Open Documentation', category: 'Help', action: run.docs },
  ];
  renderWithProviders(
    <>
      <button type="button">Where focus was</button>
      <CommandPalette commands={commands} />
    </>,
  );
  const before = screen.getByRole('button', { name: 'Where focus was' });
  before.focus();
  const open = async () => {
    await user.keyboard('{Control>}k{/Control}');
    const input = await screen.findByRole('combobox');
    await waitFor(() => expect(input).toHaveFocus());
    return input;
  };
  const selected = () => screen.getByRole('option', { selected: true }).textContent;
  return { user, run, before, open, selected };
}

describeKeyboardTable('CommandPalette', commandPaletteKeyboard, {
  'Ctrl+K / Cmd+K': async () => {
    const { user, open } = await setup();
    await open();
    expect(screen.getByRole('dialog', { name: 'Command palette' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.keyboard('{Meta>}k{/Meta}');
    expect(await screen.findByRole('dialog', { name: 'Command palette' })).toBeInTheDocument();
  },
  ArrowDown: async () => {
    const { user, open, selected } = await setup();
    await open();
    expect(selected()).toMatch(/^Go to Home/);
    await user.keyboard('{ArrowDown}');
    expect(selected()).toMatch(/^Open Settings/);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(selected()).toMatch(/^Go to Home/);
  },
  ArrowUp: async () => {
    const { user, open, selected } = await setup();
    await open();
    await user.keyboard('{ArrowUp}');
    expect(selected()).toMatch(/^Open Documentation/);
    await user.keyboard('{ArrowUp}');
    expect(selected()).toMatch(/^Open Settings/);
  },
  Enter: async () => {
    const { user, run, before, open } = await setup();
    await open();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(run.settings).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(before).toHaveFocus();
  },
  Escape: async () => {
    const { user, run, before, open } = await setup();
    await open();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(Object.values(run).every((fn) => fn.mock.calls.length === 0)).toBe(true);
    expect(before).toHaveFocus();
  },
});
