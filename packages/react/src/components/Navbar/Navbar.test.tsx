import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LinkProvider } from '../MotionKitProvider';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Navbar, type NavbarProps, type NavItem } from './index';
import { UserMenu } from '../UserMenu';

const items: NavItem[] = [
  { id: 'home', label: 'Home', path: '/' },
  {
    id: 'components',
    label: 'Components',
    path: '/docs/components',
    children: [
      { id: 'ui-basics', label: 'UI Basics', path: '/docs/components?category=ui-basics' },
      { id: 'navigation', label: 'Navigation', path: '/docs/components?category=navigation' },
    ],
  },
  { id: 'examples', label: 'Examples', path: '/examples' },
];

/** The navbar on the page at `initialPath`, as an app's router tells the kit; `navigate` shows another page. */
function renderNavbar(props: Partial<NavbarProps> = {}, initialPath = '/') {
  const page = (path: string) => (
    <LinkProvider currentPath={path}>
      <Navbar items={items} {...props} />
      <p>Page body</p>
      <a href="#after">After the navbar</a>
    </LinkProvider>
  );
  const { rerender } = renderWithProviders(page(initialPath));
  return { navigate: (path: string) => rerender(page(path)) };
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const submenuButton = () => within(mainNav()).getByRole('button', { name: 'Components submenu' });

describe('Navbar', () => {
  it('marks Home current only on "/"', () => {
    renderNavbar({}, '/');
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: 'Examples' })).not.toHaveAttribute('aria-current');
  });

  it('marks an item current for pages below its path', () => {
    renderNavbar({}, '/examples/buttons');
    expect(within(mainNav()).getByRole('link', { name: 'Examples' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  describe('dropdown disclosure', () => {
    it('toggles aria-expanded and shows the child links', async () => {
      const user = userEvent.setup();
      renderNavbar();
      const button = submenuButton();
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(within(mainNav()).queryByRole('link', { name: 'UI Basics' })).not.toBeInTheDocument();

      await user.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(within(mainNav()).getByRole('link', { name: 'UI Basics' })).toBeVisible();

      await user.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes on Escape', async () => {
      const user = userEvent.setup();
      renderNavbar();
      await user.click(submenuButton());
      await user.keyboard('{Escape}');
      expect(submenuButton()).toHaveAttribute('aria-expanded', 'false');
    });

    it('returns focus to its button when Escape is pressed on one of its links', async () => {
      const user = userEvent.setup();
      renderNavbar();
      await user.click(submenuButton());
      await user.tab();
      await user.tab();
      expect(within(mainNav()).getByRole('link', { name: 'Navigation' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(submenuButton()).toHaveAttribute('aria-expanded', 'false');
      expect(submenuButton()).toHaveFocus();
    });

    it('closes when Tab moves focus past it, and stays open while focus is inside it', async () => {
      const user = userEvent.setup();
      renderNavbar();
      await user.click(submenuButton());
      await user.tab();
      expect(within(mainNav()).getByRole('link', { name: 'UI Basics' })).toHaveFocus();
      expect(submenuButton()).toHaveAttribute('aria-expanded', 'true');
      const panel = within(mainNav()).getByRole('link', { name: 'UI Basics' }).closest('ul')!;
      for (let i = 0; i < 4 && panel.contains(document.activeElement); i += 1) await user.tab();
      expect(panel).not.toContainElement(document.activeElement as HTMLElement);
      expect(submenuButton()).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes on a click outside the navbar', async () => {
      const user = userEvent.setup();
      renderNavbar();
      await user.click(submenuButton());
      await user.click(screen.getByText('Page body'));
      expect(submenuButton()).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes when the route changes', async () => {
      const user = userEvent.setup();
      const router = renderNavbar();
      await user.click(submenuButton());
      act(() => router.navigate('/examples'));
      expect(submenuButton()).toHaveAttribute('aria-expanded', 'false');
    });
  });

  describe('mobile menu', () => {
    // jsdom applies no media queries, so the toggle keeps its desktop `display: none`; find it by its label.
    const menuToggle = (name: string) => screen.getByLabelText(name, { selector: 'button' });

    it('opens with its toggle and closes when the route changes', async () => {
      const user = userEvent.setup();
      const router = renderNavbar();
      await user.click(menuToggle('Open menu'));
      expect(menuToggle('Close menu')).toHaveAttribute('aria-expanded', 'true');
      act(() => router.navigate('/examples'));
      expect(menuToggle('Open menu')).toHaveAttribute('aria-expanded', 'false');
    });

    it('stays open while focus moves inside it and closes when focus leaves the navbar', async () => {
      // jsdom applies no media queries, so the panel keeps its desktop `display: none` and user-event's
      // Tab skips it; focus moves by hand here (the e2e suite tabs through it at phone width).
      const user = userEvent.setup();
      renderNavbar();
      await user.click(menuToggle('Open menu'));
      const mobileNav = screen.getByRole('navigation', { name: 'Main (mobile)', hidden: true });
      act(() => within(mobileNav).getByRole('link', { name: 'Home', hidden: true }).focus());
      act(() => within(mobileNav).getByRole('link', { name: 'Examples', hidden: true }).focus());
      expect(menuToggle('Close menu')).toHaveAttribute('aria-expanded', 'true');
      act(() => screen.getByRole('link', { name: 'After the navbar' }).focus());
      expect(menuToggle('Open menu')).toHaveAttribute('aria-expanded', 'false');
    });

    it('locks page scroll while open, keeping a classic scrollbar’s width as padding, and restores both', async () => {
      const user = userEvent.setup();
      const clientWidth = vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(window.innerWidth - 15);
      document.body.style.paddingRight = '2px';
      renderNavbar();
      await user.click(menuToggle('Open menu'));
      expect(document.body.style.overflow).toBe('hidden');
      expect(document.body.style.paddingRight).toBe('15px');
      await user.click(menuToggle('Close menu'));
      expect(document.body.style.overflow).toBe('');
      expect(document.body.style.paddingRight).toBe('2px');
      clientWidth.mockRestore();
      document.body.style.paddingRight = '';
    });
  });

  describe('search', () => {
    it('is absent unless asked for', () => {
      renderNavbar();
      expect(screen.queryByRole('search')).not.toBeInTheDocument();
    });

    it('hands the submitted query to onSearch', async () => {
      const user = userEvent.setup();
      const onSearch = vi.fn();
      renderNavbar({ showSearch: true, showMobileMenu: false, onSearch });
      await user.type(within(screen.getByRole('search')).getByRole('searchbox', { name: 'Search' }), '  tabs {Enter}');
      expect(onSearch).toHaveBeenCalledWith('tabs');
    });

    it('renders a custom search slot instead', () => {
      renderNavbar({ showSearch: true, showMobileMenu: false, searchSlot: <button type="button">Open command palette</button> });
      expect(screen.getByRole('button', { name: 'Open command palette' })).toBeInTheDocument();
      expect(screen.queryByRole('search')).not.toBeInTheDocument();
    });
  });

  describe('user menu', () => {
    const setup = (onUserMenuSelect = vi.fn()) => {
      renderNavbar({ userMenu: <UserMenu userName="Ada Lovelace" onSelect={onUserMenuSelect} />, showMobileMenu: false });
      return screen.getByRole('button', { name: 'Account menu for Ada Lovelace (AL)' });
    };

    it('opens a menu of Profile, Settings and Sign out with focus on the first item', async () => {
      const user = userEvent.setup();
      const button = setup();
      expect(button).toHaveAttribute('aria-haspopup', 'menu');
      expect(button).toHaveAttribute('aria-expanded', 'false');
      await user.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      const menu = screen.getByRole('menu', { name: 'Account menu for Ada Lovelace (AL)' });
      expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Profile', 'Settings', 'Sign out']);
      expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    });

    it('moves focus with the arrow keys, wrapping, and Home/End', async () => {
      const user = userEvent.setup();
      setup();
      await user.click(screen.getByRole('button', { name: /Account menu/ }));
      await user.keyboard('{ArrowUp}');
      expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
      await user.keyboard('{End}');
      expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
      await user.keyboard('{Home}');
      expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    });

    it('opens on ArrowUp with focus on the last item', async () => {
      const user = userEvent.setup();
      const button = setup();
      button.focus();
      await user.keyboard('{ArrowUp}');
      expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    });

    it('closes on Escape and returns focus to the avatar button', async () => {
      const user = userEvent.setup();
      const button = setup();
      await user.click(button);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button).toHaveFocus();
    });

    it('closes after choosing an item and reports which', async () => {
      const user = userEvent.setup();
      const onSelect = vi.fn();
      const button = setup(onSelect);
      await user.click(button);
      await user.click(screen.getByRole('menuitem', { name: 'Settings' }));
      expect(onSelect).toHaveBeenCalledWith('settings');
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      expect(button).toHaveFocus();
    });

    it('closes on a click outside', async () => {
      const user = userEvent.setup();
      setup();
      await user.click(screen.getByRole('button', { name: /Account menu/ }));
      await user.click(screen.getByText('Page body'));
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    });
  });
});
