import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { Search, Sparkles, UserRound } from 'lucide-react';
import { Navbar, type NavbarSize, type NavbarVariant, type NavItem } from '../../../../components/Navbar';
import { Input } from '../../../../components/Input';
import { Select } from '../../../../components/Select';
import { Toggle } from '../../../../components/Toggle';

const items: NavItem[] = [
  { id: 'home', label: 'Home', path: '/' },
  {
    id: 'components',
    label: 'Components',
    path: '/docs/components',
    children: [
      { id: 'ui-basics', label: 'UI Basics', path: '/docs/components?category=ui-basics' },
      { id: 'navigation', label: 'Navigation', path: '/docs/components?category=navigation' },
      { id: 'feedback', label: 'Feedback', path: '/docs/components?category=feedback' },
      { id: 'motion', label: 'Motion', path: '/docs/components?category=motion' },
    ],
  },
  { id: 'examples', label: 'Examples', path: '/examples' },
];

const VARIANTS: NavbarVariant[] = ['default', 'transparent', 'filled'];
const SIZES: NavbarSize[] = ['sm', 'md', 'lg'];

export function NavbarPlayground() {
  const [variant, setVariant] = useState<NavbarVariant>('default');
  const [size, setSize] = useState<NavbarSize>('md');
  const [showSearch, setShowSearch] = useState(true);
  const [showUserMenu, setShowUserMenu] = useState(true);
  const [showMobileMenu, setShowMobileMenu] = useState(true);

  return (
    <Stack>
      <Controls>
        <Select
          label="Variant"
          size="sm"
          value={variant}
          onChange={(event) => setVariant(event.target.value as NavbarVariant)}
          options={VARIANTS.map((value) => ({ value, label: value }))}
        />
        <Select
          label="Size"
          size="sm"
          value={size}
          onChange={(event) => setSize(event.target.value as NavbarSize)}
          options={SIZES.map((value) => ({ value, label: value }))}
        />
        <Toggle size="sm" label="Search" checked={showSearch} onChange={setShowSearch} />
        <Toggle size="sm" label="User menu" checked={showUserMenu} onChange={setShowUserMenu} />
        <Toggle size="sm" label="Mobile menu" checked={showMobileMenu} onChange={setShowMobileMenu} />
      </Controls>
      <Frame>
        <Navbar
          label="Demo navigation"
          items={items}
          variant={variant}
          size={size}
          showMobileMenu={showMobileMenu}
          brand={
            <Brand to="/" aria-label="Acme home">
              <Sparkles size={18} aria-hidden="true" />
              Acme
            </Brand>
          }
          tools={
            <>
              {showSearch && (
                <SearchField>
                  <Input label="Search" labelPosition="floating" type="search" size="sm" icon={<Search size={16} />} />
                </SearchField>
              )}
              {showUserMenu && <UserMenu />}
            </>
          }
        />
        <Page>
          <p>Page content sits below the bar.</p>
        </Page>
      </Frame>
    </Stack>
  );
}

/** An APG disclosure: the button toggles a list of account links; Escape and outside clicks close it. */
function UserMenu() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: PointerEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !rootRef.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <MenuRoot ref={rootRef}>
      <AvatarButton type="button" aria-expanded={open} aria-controls={menuId} aria-label="User menu" onClick={() => setOpen(!open)}>
        <UserRound size={18} aria-hidden="true" />
      </AvatarButton>
      <MenuList id={menuId} hidden={!open}>
        <li><MenuLink to="/docs" onClick={() => setOpen(false)}>Profile</MenuLink></li>
        <li><MenuLink to="/docs/design-tokens" onClick={() => setOpen(false)}>Settings</MenuLink></li>
        <li><MenuLink to="/" onClick={() => setOpen(false)}>Sign out</MenuLink></li>
      </MenuList>
    </MenuRoot>
  );
}

const Stack = styled.div`
  width: 100%;
  display: grid;
  gap: ${({ theme }) => theme.spacing['6']};
  min-width: 0;
`;

const Controls = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.spacing['4']};
`;

const Frame = styled.div`
  overflow-x: auto;
  /* The demo bar gets its own stacking context so its dropdowns stay under the site header. */
  position: relative;
  isolation: isolate;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg};
  min-width: 0;
`;

const Page = styled.div`
  /* Room for the open Components dropdown inside the frame. */
  min-height: 14rem;
  padding: ${({ theme }) => theme.spacing['8']} ${({ theme }) => theme.spacing['4']};
  color: ${({ theme }) => theme.color['text-muted']};
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing['2']};
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
`;

const SearchField = styled.div`
  width: 180px;
`;

const MenuRoot = styled.div`
  position: relative;
`;

const AvatarButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color['surface-raised']};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &[aria-expanded='true'] { border-color: ${({ theme }) => theme.color.accent}; }
`;

const MenuList = styled.ul`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.spacing['2']});
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  min-width: 160px;
  margin: 0;
  padding: ${({ theme }) => theme.spacing['2']};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color['surface-raised']};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  &[hidden] { display: none; }
`;

const MenuLink = styled(Link)`
  display: block;
  padding: ${({ theme }) => theme.spacing['2']} ${({ theme }) => theme.spacing['3']};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.color.surface}; }
`;
