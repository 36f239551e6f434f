import { useEffect, useId, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { KitLink, useCurrentPath } from '../MotionKitProvider/linkContext';
import { ChevronDown, Menu, Search, X } from 'lucide-react';
import { activeNavItemId, type NavItem } from './navActive';
import * as S from './Navbar.styles';
import { queries } from '../../theme/theme';

/** A navbar's look: surface, transparent over the page, or filled with the brand colour. */
export type NavbarVariant = 'default' | 'transparent' | 'filled';
/** A navbar's height. */
export type NavbarSize = 'sm' | 'md' | 'lg';

/** Props of Navbar. */
export interface NavbarProps {
  /** The navigation links, with optional sub-items. */
  items: NavItem[];
  /** The logo or product name at the start of the bar. */
  brand?: ReactNode;
  /** Controls on the right: theme toggle, calls to action. Shown in the mobile menu too. */
  actions?: ReactNode;
  /** Look of the bar (default 'default'). */
  variant?: NavbarVariant;
  /** Height of the bar (default 'md'). */
  size?: NavbarSize;
  /** Below the tablet breakpoint, folds the links into a menu button (default true). */
  showMobileMenu?: boolean;
  /** Extra controls rendered before `actions` (search, user menu). */
  tools?: ReactNode;
  /** Accessible name of the navigation landmark. */
  label?: string;
  /** Keeps the bar at the top of the viewport while the page scrolls. */
  sticky?: boolean;
  /** Shows a search field (role="search"): `searchSlot` replaces it, otherwise `onSearch` gets the submitted query. */
  showSearch?: boolean;
  /** Called with the submitted query of the built-in search field. */
  onSearch?: (query: string) => void;
  /** Replaces the built-in search field, e.g. with a site search button. */
  searchSlot?: ReactNode;
  /** The account control at the end of the bar, e.g. `<UserMenu userName="Ada Lovelace" />`. */
  userMenu?: ReactNode;
  /** The path of the page shown, which marks its item current; default: MotionKitProvider's `currentPath`. */
  activePath?: string;
}

function NavbarSearch({ onSearch, label }: { onSearch?: (query: string) => void; label: string }) {
  const inputId = useId();
  return (
    <S.SearchForm
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        const query = new FormData(event.currentTarget).get('q');
        onSearch?.(typeof query === 'string' ? query.trim() : '');
      }}
    >
      <Search size={16} aria-hidden="true" />
      <label htmlFor={inputId} className="visually-hidden">
        Search
      </label>
      <input id={inputId} name="q" type="search" placeholder="Search..." autoComplete="off" />
    </S.SearchForm>
  );
}

/** Focus went to an element outside the one left (not to nowhere, as after a click on the page). */
function focusMovedOut(event: FocusEvent<HTMLElement>): boolean {
  const next = event.relatedTarget;
  return next instanceof Node && !event.currentTarget.contains(next);
}

/** APG disclosure navigation: top-level links, dropdown disclosures for children, a mobile menu. */
export function Navbar({
  items,
  brand,
  actions,
  tools,
  variant = 'default',
  size = 'md',
  showMobileMenu = true,
  label = 'Main',
  sticky = false,
  showSearch = false,
  onSearch,
  searchSlot,
  userMenu,
  activePath,
}: NavbarProps) {
  const providedPath = useCurrentPath();
  const currentPath = activePath ?? providedPath;
  const [mobileOpen, setMobileOpen] = useState(false);
  const [openDropdown, setOpenDropdown] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const activeId = currentPath === undefined ? undefined : activeNavItemId(items, currentPath);

  // Dropdowns and the mobile menu close whenever the route changes (state adjusted during render).
  // A new page closes the mobile menu and any dropdown.
  const routeKey = currentPath ?? '';
  const [lastRouteKey, setLastRouteKey] = useState(routeKey);
  if (routeKey !== lastRouteKey) {
    setLastRouteKey(routeKey);
    setMobileOpen(false);
    setOpenDropdown(null);
  }

  // Clicks outside and Escape close whatever is open.
  useEffect(() => {
    if (!mobileOpen && !openDropdown) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) {
        setMobileOpen(false);
        setOpenDropdown(null);
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (mobileOpen) toggleRef.current?.focus();
      else if (openDropdown) {
        // Escape from a link in the open panel returns focus to the button that opened it (APG disclosure),
        // not to the document as the panel hides.
        const panelId = `${menuId}-${openDropdown}`;
        if (document.getElementById(panelId)?.contains(document.activeElement)) {
          rootRef.current?.querySelector<HTMLElement>(`[aria-controls="${panelId}"]`)?.focus();
        }
      }
      setMobileOpen(false);
      setOpenDropdown(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [mobileOpen, openDropdown, menuId]);

  // The open mobile menu locks page scroll. Widening the window past the mobile breakpoint hides the
  // menu's panel, so it closes too (the lock would otherwise outlive anything that shows it).
  useEffect(() => {
    if (!mobileOpen) return;
    // A bar low on the screen (a navbar inside a page, not a sticky header) would open its menu below the
    // fold, out of reach once the page stops scrolling: the bar comes up to the top first.
    const panel = sticky ? null : document.getElementById(`${menuId}-mobile`);
    if (panel && panel.getBoundingClientRect().bottom > window.innerHeight) rootRef.current?.scrollIntoView({ block: 'start' });
    const { style } = document.body;
    const previous = { overflow: style.overflow, paddingRight: style.paddingRight };
    // Hiding a classic (non-overlay) scrollbar widens the page and reflows it under the menu; its width
    // is kept as padding instead, as Radix's dialogs do.
    const { clientWidth } = document.documentElement;
    const scrollbar = clientWidth > 0 ? window.innerWidth - clientWidth : 0;
    style.overflow = 'hidden';
    if (scrollbar > 0) style.paddingRight = `${scrollbar}px`;
    const mobile = typeof window.matchMedia === 'function' ? window.matchMedia(queries.mobile) : undefined;
    const closeWhenWide = () => {
      if (mobile && !mobile.matches) setMobileOpen(false);
    };
    mobile?.addEventListener('change', closeWhenWide);
    return () => {
      mobile?.removeEventListener('change', closeWhenWide);
      Object.assign(style, previous);
    };
  }, [mobileOpen, menuId, sticky]);

  // The mobile menu is a disclosure: Tab past its last link (or back past the bar) closes it, so focus
  // never moves on under its scrim. As with the dropdowns, a focus-out with no new target (a click on
  // the page) is left to the outside-click handler.
  const closeMenuOnFocusOut = (event: FocusEvent<HTMLDivElement>) => {
    if (mobileOpen && focusMovedOut(event)) setMobileOpen(false);
  };

  const renderItem = (item: NavItem, inMobile: boolean) => {
    const isActive = item.id === activeId;
    if (item.children?.length) {
      const dropdownKey = `${inMobile ? 'm-' : ''}${item.id}`;
      const expanded = openDropdown === dropdownKey;
      const panelId = `${menuId}-${dropdownKey}`;
      // Tabbing past the dropdown closes it (an open panel would cover what focus moved to). Focus
      // with no new target (a click on the page) is left to the outside-click handler: Safari does not
      // focus a clicked link, so closing here would hide the link before its click lands.
      const closeOnFocusOut = (event: FocusEvent<HTMLLIElement>) => {
        if (expanded && focusMovedOut(event)) setOpenDropdown(null);
      };
      return (
        <S.Item key={item.id} onBlur={inMobile ? undefined : closeOnFocusOut}>
          <S.DropdownRow>
            <S.NavLink href={item.path} aria-current={isActive ? 'page' : undefined} $active={isActive} $size={size}>
              {item.icon}
              {item.label}
            </S.NavLink>
            <S.DisclosureButton
              type="button"
              aria-expanded={expanded}
              aria-controls={panelId}
              aria-label={`${item.label} submenu`}
              onClick={() => setOpenDropdown(expanded ? null : dropdownKey)}
            >
              <ChevronDown size={16} aria-hidden="true" />
            </S.DisclosureButton>
          </S.DropdownRow>
          <S.Dropdown id={panelId} hidden={!expanded} $inline={inMobile}>
            {item.children.map((child) => (
              <li key={child.id}>
                <S.DropdownLink href={child.path} onClick={() => setOpenDropdown(null)}>
                  {child.label}
                </S.DropdownLink>
              </li>
            ))}
          </S.Dropdown>
        </S.Item>
      );
    }
    return (
      <S.Item key={item.id}>
        <S.NavLink
          href={item.path}
          aria-current={isActive ? 'page' : undefined}
          $active={isActive}
          $size={size}
          onClick={() => inMobile && setMobileOpen(false)}
        >
          {item.icon}
          {item.label}
        </S.NavLink>
      </S.Item>
    );
  };

  const search = showSearch ? (searchSlot ?? <NavbarSearch onSearch={onSearch} label={`${label} search`} />) : null;

  return (
    <S.Bar ref={rootRef} $variant={variant} $size={size} $sticky={sticky} onBlur={closeMenuOnFocusOut}>
      <S.Inner $collapsible={showMobileMenu}>
        {brand && <S.Brand>{brand}</S.Brand>}
        <S.DesktopNav aria-label={label} $collapsible={showMobileMenu}>
          <S.List>{items.map((item) => renderItem(item, false))}</S.List>
        </S.DesktopNav>
        <S.Tools $collapsible={showMobileMenu}>
          {search}
          {tools}
          {actions}
          {userMenu}
        </S.Tools>
        {showMobileMenu && (
          <S.MenuToggle
            ref={toggleRef}
            type="button"
            aria-expanded={mobileOpen}
            aria-controls={`${menuId}-mobile`}
            aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMobileOpen((open) => !open)}
          >
            {mobileOpen ? <X size={20} aria-hidden="true" /> : <Menu size={20} aria-hidden="true" />}
          </S.MenuToggle>
        )}
      </S.Inner>
      {showMobileMenu && (
        <S.MobilePanel id={`${menuId}-mobile`} hidden={!mobileOpen}>
          <nav aria-label={`${label} (mobile)`}>
            <S.MobileList>{items.map((item) => renderItem(item, true))}</S.MobileList>
          </nav>
          <S.MobileTools>
            {search}
            {tools}
            {actions}
            {userMenu}
          </S.MobileTools>
        </S.MobilePanel>
      )}
    </S.Bar>
  );
}

export { KitLink as NavbarLink };
