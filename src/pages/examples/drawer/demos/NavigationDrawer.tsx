import { useState } from 'react';
import { styled } from 'styled-components';
import { BookOpen, Component, Home, Menu, Palette } from 'lucide-react';
import { Button, Drawer, KitLink, Toggle, useToast } from '@motion-kit/react';

const LINKS = [
  { label: 'Home', path: '/', icon: Home },
  { label: 'Components', path: '/docs/components', icon: Component },
  { label: 'Design Tokens', path: '/docs/design-tokens', icon: Palette },
  { label: 'Documentation', path: '/docs', icon: BookOpen },
];

export function NavigationDrawer() {
  const [open, setOpen] = useState(false);
  const [compact, setCompact] = useState(false);
  const { show } = useToast();

  const save = () => {
    setOpen(false);
    show({ type: 'success', title: 'Changes saved', message: compact ? 'Compact navigation is on.' : 'Compact navigation is off.' });
  };

  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        <Menu size={16} aria-hidden="true" />
        Open Navigation Drawer
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        direction="left"
        size="lg"
        title="Navigation"
        description="Site links and navigation preferences."
        showCloseButton
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Close
            </Button>
            <Button variant="primary" onClick={save}>
              Save Changes
            </Button>
          </>
        }
      >
        <nav aria-label="Drawer navigation">
          <Links>
            {LINKS.map(({ label, path, icon: Icon }) => (
              <li key={path}>
                <NavLink href={path} onClick={() => setOpen(false)}>
                  <Icon size={18} aria-hidden="true" />
                  {label}
                </NavLink>
              </li>
            ))}
          </Links>
        </nav>
        <Preferences>
          <Toggle label="Compact navigation" description="Show icons only in the side rail." checked={compact} onChange={setCompact} />
        </Preferences>
      </Drawer>
    </>
  );
}

const Links = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing['1']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const NavLink = styled(KitLink)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing['3']};
  padding: ${({ theme }) => theme.spacing['3']};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.color['surface-raised']}; }
`;

const Preferences = styled.div`
  margin-top: ${({ theme }) => theme.spacing['6']};
  padding-top: ${({ theme }) => theme.spacing['6']};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;
