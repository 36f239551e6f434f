import { useEffect, useMemo, useRef } from 'react';
import { styled } from 'styled-components';
import { BookOpen, Command as CommandIcon, House, LayoutTemplate, MousePointerClick, Search, Settings, User } from 'lucide-react';
import { Button, CommandPalette, useToast, type Command, type ToastOptions } from '@motion-kit/react';

/** Goes to a page: your router's navigate (React Router's `useNavigate()`), or a full page load. */
export type Navigate = (path: string) => void;
export const loadPage: Navigate = (path) => window.location.assign(path);

/** Opens with the button, Ctrl/Cmd+K or Ctrl/Cmd+P. Commands navigate or show a toast. */
export function CommandPaletteDemo({ navigate = loadPage }: { navigate?: Navigate }) {
  const { show } = useToast();
  const commands = useMemo(() => createSampleCommands({ navigate, notify: show }), [navigate, show]);
  // The shortcut shown beside each command (G S, N B...) runs it from anywhere on the page too.
  useKeySequences(
    useMemo(() => commands.flatMap(({ id, shortcut, action }) => (shortcut ? [{ id, keys: shortcut, run: action }] : [])), [commands]),
  );

  return (
    <Stack>
      <CommandPalette
        commands={commands}
        placeholder="Search commands..."
        trigger={
          <Button variant="primary">
            <CommandIcon size={16} aria-hidden="true" />
            Open Command Palette
          </Button>
        }
      />
      <Hint>
        Or press <kbd>Ctrl</kbd> + <kbd>K</kbd> (<kbd>⌘</kbd> + <kbd>K</kbd> on a Mac), or <kbd>Ctrl</kbd> + <kbd>P</kbd>.
      </Hint>
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.spacing['3']};
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.color['text-muted']};
  font-size: ${({ theme }) => theme.font.size.sm};
  kbd {
    padding: 0 ${({ theme }) => theme.spacing['1']};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color['surface-raised']};
    color: ${({ theme }) => theme.color.text};
    font-family: ${({ theme }) => theme.font.family.mono};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;

export const COMMAND_CATEGORIES = ['Navigation', 'User', 'Help', 'Components', 'Search'] as const;
export type CommandCategory = (typeof COMMAND_CATEGORIES)[number];

export interface SampleCommandDeps {
  navigate: Navigate;
  /** Shows a message, e.g. useToast().show. */
  notify: (toast: ToastOptions) => unknown;
}

export type SampleCommand = Command & { category: CommandCategory };

export function createSampleCommands({ navigate, notify }: SampleCommandDeps): SampleCommand[] {
  return [
    {
      id: 'home',
      title: 'Go to Home',
      description: 'Open the home page',
      category: 'Navigation',
      icon: House,
      keywords: ['home', 'start', 'landing', 'main'],
      shortcut: ['G', 'H'],
      action: () => navigate('/'),
    },
    {
      id: 'settings',
      title: 'Open Settings',
      description: 'Adjust your preferences',
      category: 'User',
      icon: Settings,
      keywords: ['settings', 'preferences', 'options', 'configuration'],
      shortcut: ['G', 'S'],
      action: () =>
        notify({ type: 'info', title: 'Settings', message: 'Settings would open here: this demo keeps no account.' }),
    },
    {
      id: 'profile',
      title: 'View Profile',
      description: 'See your account profile',
      category: 'User',
      icon: User,
      keywords: ['profile', 'account', 'user', 'me'],
      shortcut: ['G', 'P'],
      action: () =>
        notify({ type: 'info', title: 'Profile', message: 'Your profile would open here: this demo keeps no account.' }),
    },
    {
      id: 'docs',
      title: 'Open Documentation',
      description: 'Read the guides and component reference',
      category: 'Help',
      icon: BookOpen,
      keywords: ['docs', 'documentation', 'help', 'guide', 'reference'],
      shortcut: ['G', 'D'],
      action: () => navigate('/docs'),
    },
    {
      id: 'create-button',
      title: 'Create Button',
      description: 'Start from the button examples',
      category: 'Components',
      icon: MousePointerClick,
      keywords: ['button', 'new', 'create', 'component', 'cta'],
      shortcut: ['N', 'B'],
      action: () => navigate('/examples/buttons'),
    },
    {
      id: 'create-card',
      title: 'Create Card',
      description: 'Start from the card examples',
      category: 'Components',
      icon: LayoutTemplate,
      keywords: ['card', 'new', 'create', 'component', 'layout'],
      shortcut: ['N', 'C'],
      action: () => navigate('/examples/cards'),
    },
    {
      id: 'search-components',
      title: 'Search Components',
      description: 'Browse the component library',
      category: 'Search',
      icon: Search,
      keywords: ['search', 'find', 'components', 'library', 'browse'],
      shortcut: ['G', 'C'],
      action: () => navigate('/docs/components'),
    },
  ];
}

/** The second key must follow the first within this time. */
export const KEY_SEQUENCE_TIMEOUT_MS = 1000;

export interface PendingKey {
  key: string;
  at: number;
}

/** Returns the id of the shortcut whose keys are `pending` then `key`, pressed in time; case-insensitive. */
export function completedSequence<T extends { id: string; keys: readonly string[] }>(
  shortcuts: readonly T[],
  pending: PendingKey | null,
  key: string,
  at: number,
): T | undefined {
  if (!pending || at - pending.at > KEY_SEQUENCE_TIMEOUT_MS) return undefined;
  const [first, second] = [pending.key.toLowerCase(), key.toLowerCase()];
  return shortcuts.find((shortcut) => shortcut.keys.length === 2 && shortcut.keys[0]!.toLowerCase() === first && shortcut.keys[1]!.toLowerCase() === second);
}

/** Typing in a field never triggers shortcuts. */
export function isEditableTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export interface KeySequence {
  id: string;
  /** Pressed one after the other, e.g. G then H. */
  keys: readonly string[];
  run: () => void;
}

/**
 * Runs the two-key shortcut (G then H) a visitor types anywhere outside a text field. A sequence it runs
 * is marked handled (`preventDefault`), so another list on the page that binds the same keys stands aside
 * and the shortcut acts once.
 */
export function useKeySequences(sequences: readonly KeySequence[]): void {
  const latest = useRef(sequences);
  useEffect(() => {
    latest.current = sequences;
  }, [sequences]);

  useEffect(() => {
    let pending: PendingKey | null = null;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isEditableTarget(event.target)) {
        pending = null;
        return;
      }
      const sequence = completedSequence(latest.current, pending, event.key, event.timeStamp);
      pending = sequence ? null : { key: event.key, at: event.timeStamp };
      if (!sequence) return;
      event.preventDefault();
      sequence.run();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
