import { useState } from 'react';
import { styled } from 'styled-components';
import { Sparkles } from 'lucide-react';
import { KitLink, Navbar, type NavbarSize, type NavbarVariant, type NavItem, Select, Toggle, UserMenu, media } from '@motion-kit/react';

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
            <Brand href="/" aria-label="Acme home">
              <Sparkles size={18} aria-hidden="true" />
              Acme
            </Brand>
          }
          showSearch={showSearch}
          userMenu={showUserMenu ? <UserMenu userName="Ada Lovelace" /> : undefined}
        />
        <Page>
          <p>Page content sits below the bar.</p>
        </Page>
      </Frame>
    </Stack>
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
  /* Room for the open Components dropdown inside the frame, and on a phone for the open mobile menu. */
  min-height: 14rem;
  ${media.mobile} {
    min-height: 20rem;
  }
  padding: ${({ theme }) => theme.spacing['8']} ${({ theme }) => theme.spacing['4']};
  color: ${({ theme }) => theme.color['text-muted']};
`;

const Brand = styled(KitLink)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing['2']};
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
`;
