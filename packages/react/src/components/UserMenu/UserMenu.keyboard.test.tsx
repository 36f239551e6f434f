import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { describeKeyboardTable } from '../../test/keyboardTable';
import { UserMenu } from './index';
import { userMenuKeyboard } from './keyboard';

function setup() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <UserMenu userName="Ada Lovelace" />
      <a href="#after">After the menu</a>
    </>,
  );
  const button = screen.getByRole('button', { name: /Account menu for Ada Lovelace/ });
  const items = () => screen.getAllByRole('menuitem');
  return { user, button, items };
}

describeKeyboardTable('UserMenu', userMenuKeyboard, {
  'Enter / Space': async () => {
    const { user, button, items } = setup();
    button.focus();
    await user.keyboard('{Enter}');
    expect(items()[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard(' ');
    expect(items()[0]).toHaveFocus();
  },
  ArrowDown: async () => {
    const { user, button, items } = setup();
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(items()[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items()[1]).toHaveFocus();
    await user.keyboard('{End}{ArrowDown}');
    expect(items()[0]).toHaveFocus();
  },
  ArrowUp: async () => {
    const { user, button, items } = setup();
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(items().at(-1)).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(items().at(-2)).toHaveFocus();
    await user.keyboard('{Home}{ArrowUp}');
    expect(items().at(-1)).toHaveFocus();
  },
  Home: async () => {
    const { user, button, items } = setup();
    button.focus();
    await user.keyboard('{ArrowUp}{Home}');
    expect(items()[0]).toHaveFocus();
  },
  End: async () => {
    const { user, button, items } = setup();
    button.focus();
    await user.keyboard('{ArrowDown}{End}');
    expect(items().at(-1)).toHaveFocus();
  },
  Escape: async () => {
    const { user, button } = setup();
    button.focus();
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  },
  Tab: async () => {
    const { user, button } = setup();
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('menuitem')[0]).toHaveFocus();
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  },
});
