import { useMemo } from 'react';
import { styled } from 'styled-components';
import { KitLink } from '@motion-kit/react';
import { loadPage, useKeySequences, type Navigate } from './CommandPaletteDemo';

export interface NavigationShortcut {
  id: string;
  label: string;
  /** Pressed one after the other, e.g. G then H. */
  keys: readonly string[];
  path: string;
}

/** The shortcuts listed on the command palette page. */
export const NAVIGATION_SHORTCUTS: readonly NavigationShortcut[] = [
  { id: 'home', label: 'Home', keys: ['G', 'H'], path: '/' },
  { id: 'components', label: 'Components', keys: ['G', 'C'], path: '/docs/components' },
  { id: 'tokens', label: 'Tokens', keys: ['G', 'T'], path: '/docs/design-tokens' },
  { id: 'docs', label: 'Docs', keys: ['G', 'D'], path: '/docs' },
];

/** The navigation shortcuts: press G, then the second key, anywhere outside a text field. Each is a link too. */
export function ShortcutList({ navigate = loadPage }: { navigate?: Navigate }) {
  useKeySequences(
    useMemo(() => NAVIGATION_SHORTCUTS.map(({ id, keys, path }) => ({ id, keys, run: () => navigate(path) })), [navigate]),
  );

  return (
    <List aria-label="Navigation shortcuts">
      {NAVIGATION_SHORTCUTS.map((shortcut) => (
        <li key={shortcut.id}>
          <Row href={shortcut.path} aria-keyshortcuts={shortcut.keys.join(' ')}>
            <span>{shortcut.label}</span>
            <Keys aria-hidden="true">
              {shortcut.keys.map((key, index) => (
                <kbd key={`${key}-${index}`}>{key}</kbd>
              ))}
            </Keys>
          </Row>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  width: 100%;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.spacing['3']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled(KitLink)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing['3']};
  padding: ${({ theme }) => theme.spacing['3']} ${({ theme }) => theme.spacing['4']};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg};
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  transition: border-color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};
  &:hover { border-color: ${({ theme }) => theme.color.accent}; }
`;

const Keys = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.spacing['1']};
  kbd {
    min-width: 1.5rem;
    padding: 0 ${({ theme }) => theme.spacing['1']};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color['surface-raised']};
    font-family: ${({ theme }) => theme.font.family.mono};
    font-size: ${({ theme }) => theme.font.size.xs};
    text-align: center;
  }
`;
