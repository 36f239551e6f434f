// The command palette's sample commands (SPEC section 2) and the navigation shortcuts shown beside it.
import { BookOpen, House, LayoutTemplate, MousePointerClick, Search, Settings, User } from 'lucide-react';
import type { Command, ToastOptions } from '@motion-kit/react';

export const COMMAND_CATEGORIES = ['Navigation', 'User', 'Help', 'Components', 'Search'] as const;
export type CommandCategory = (typeof COMMAND_CATEGORIES)[number];

export interface SampleCommandDeps {
  /** Client-side navigation, e.g. react-router's navigate. */
  navigate: (path: string) => void;
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
