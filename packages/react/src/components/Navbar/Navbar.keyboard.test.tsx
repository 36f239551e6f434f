import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { describeKeyboardTable } from '../../test/keyboardTable';
import { Navbar, type NavItem } from './index';
import { navbarKeyboard } from './keyboard';

const items: NavItem[] = [
  { id: 'home', label: 'Home', path: '/' },
  {
    id: 'guides',
    label: 'Guides',
    path: '/guides',
    children: [
      { id: 'start', label: 'Start', path: '/guides/start' },
      { id: 'theming', label: 'Theming', path: '/guides/theming' },
    ],
  },
  { id: 'about', label: 'About', path: '/about' },
];

function setup() {
  const user = userEvent.setup();
  renderWithProviders(<Navbar items={items} showMobileMenu={false} />);
  const nav = screen.getByRole('navigation', { name: 'Main' });
  const button = within(nav).getByRole('button', { name: 'Guides submenu' });
  const link = (name: string) => within(nav).queryByRole('link', { name });
  return { user, button, link };
}

describeKeyboardTable('Navbar', navbarKeyboard, {
  'Enter / Space': async () => {
    const { user, button, link } = setup();
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(link('Start')).toBeVisible();
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  },
  Tab: async () => {
    const { user, button, link } = setup();
    button.focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(link('Start')).toHaveFocus();
    await user.tab();
    expect(link('Theming')).toHaveFocus();
    await user.tab();
    expect(link('About')).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  },
  Escape: async () => {
    const { user, button, link } = setup();
    button.focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(link('Start')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  },
});
