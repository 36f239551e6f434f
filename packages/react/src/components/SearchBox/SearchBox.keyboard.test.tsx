import { expect, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { describeKeyboardTable } from '../../test/keyboardTable';
import { SearchBox } from './index';
import { searchBoxKeyboard } from './keyboard';

const items = [{ label: 'Motion tokens' }, { label: 'Motion presets' }, { label: 'Motion lab' }];

async function typed(query = 'motion') {
  const user = userEvent.setup();
  const onSelect = vi.fn();
  renderWithProviders(<SearchBox items={items} label="Search" onSelect={onSelect} />);
  const input = screen.getByRole('combobox', { name: 'Search' });
  await user.type(input, query);
  const marked = () => {
    const id = input.getAttribute('aria-activedescendant');
    return id ? document.getElementById(id)?.textContent : undefined;
  };
  return { user, onSelect, input, marked };
}

describeKeyboardTable('SearchBox', searchBoxKeyboard, {
  ArrowDown: async () => {
    const { user, input, marked } = await typed();
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(marked()).toContain('Motion tokens');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(marked()).toContain('Motion tokens');
  },
  ArrowUp: async () => {
    const { user, marked } = await typed();
    await user.keyboard('{ArrowDown}{ArrowUp}');
    expect(marked()).toContain('Motion lab');
    await user.keyboard('{ArrowUp}');
    expect(marked()).toContain('Motion presets');
  },
  Enter: async () => {
    const { user, onSelect, input } = await typed();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(items[1]);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  },
  Escape: async () => {
    const { user, input } = await typed();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('motion');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
  },
});
