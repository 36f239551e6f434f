// An avatar button and its APG menu (menu button pattern, focus moved with element.focus()), made for
// the Navbar's `userMenu` slot.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useCurrentPath } from '../MotionKitProvider/linkContext';
import { LogOut, Settings, User } from 'lucide-react';
import * as S from './UserMenu.styles';

/** An entry of the user menu. */
export type UserMenuAction = 'profile' | 'settings' | 'sign-out';

/** Props of UserMenu. */
export interface UserMenuProps {
  /** Shown as initials on the avatar and in the button's name ('Account menu for {name}'). */
  userName?: string;
  /** Called with the entry the user chooses. */
  onSelect?: (action: UserMenuAction) => void;
}

export const USER_MENU_ITEMS: { action: UserMenuAction; label: string; Icon: typeof User }[] = [
  { action: 'profile', label: 'Profile', Icon: User },
  { action: 'settings', label: 'Settings', Icon: Settings },
  { action: 'sign-out', label: 'Sign out', Icon: LogOut },
];

/** Up to two initials from a display name. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

/** An account button whose menu offers Profile, Settings and Sign out (WAI-ARIA menu button). */
export function UserMenu({ userName = 'Demo User', onSelect }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  // Which item receives focus once the menu is shown: first (Enter, Space, Down, click) or last (Up).
  const [focusTarget, setFocusTarget] = useState<'first' | 'last'>('first');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const menuId = `${baseId}-menu`;
  const buttonId = `${baseId}-button`;
  // A new page closes the menu.
  const routeKey = useCurrentPath() ?? '';
  const [lastRouteKey, setLastRouteKey] = useState(routeKey);
  if (routeKey !== lastRouteKey) {
    setLastRouteKey(routeKey);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const items = itemRefs.current;
    (focusTarget === 'last' ? items[items.length - 1] : items[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, focusTarget]);

  const openMenu = (target: 'first' | 'last') => {
    setFocusTarget(target);
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openMenu('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu('last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = itemRefs.current.filter((item): item is HTMLButtonElement => item !== null);
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    const focusAt = (next: number) => items[(next + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(items.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        // The navbar's own Escape handler must not also act on this key.
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  return (
    <S.Root ref={rootRef}>
      <S.AvatarButton
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        // Contains the initials it shows (WCAG 2.5.3 label in name: a voice user says what they see).
        aria-label={`Account menu for ${userName} (${initials(userName)})`}
        onClick={() => (open ? setOpen(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <span aria-hidden="true">{initials(userName)}</span>
      </S.AvatarButton>
      {open && (
        <S.Menu id={menuId} role="menu" aria-labelledby={buttonId} onKeyDown={onMenuKeyDown}>
          {USER_MENU_ITEMS.map(({ action, label, Icon }, index) => (
            <li key={action} role="none">
              <S.MenuItem
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  onSelect?.(action);
                  close(true);
                }}
              >
                <Icon size={16} aria-hidden="true" />
                {label}
              </S.MenuItem>
            </li>
          ))}
        </S.Menu>
      )}
    </S.Root>
  );
}
