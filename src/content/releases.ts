// Release history of the kit, newest first. The changelog page and its totals read only this list.
import type { Release } from '../lib/releases';

export const RELEASES: Release[] = [
  {
    version: '1.0.0',
    date: '2025-09-14',
    type: 'major',
    description: 'The first stable release: motion tokens, accessible components and the adaptive Experience System.',
    changes: {
      added: [
        'Experience System with SmartButton, intent-driven labels and device-aware sizing',
        'Confirmation flow dialogs for destructive and irreversible actions',
        'Command palette with fuzzy search and Ctrl/Cmd+K shortcut',
        'Drawer from any edge with drag-to-close',
        'Toast provider with six positions, actions and auto-dismiss',
        'Design tokens generated from DTCG JSON by Style Dictionary',
      ],
      changed: [
        'Motion durations and easings are now tokens shared by CSS and framer-motion',
        'Light and dark themes switch through CSS custom properties without a re-render',
        'Every example page is prerendered and readable before JavaScript loads',
      ],
      fixed: [
        'Focus returns to the trigger when a modal or drawer closes',
        'Reduced-motion preference now also stills CSS transitions',
      ],
    },
  },
  {
    version: '0.9.0',
    date: '2025-08-02',
    type: 'minor',
    description: 'Release candidate: the navigation and feedback families complete.',
    changes: {
      added: [
        'Tabs in default, pills, underline and bordered variants with lazy panels',
        'Breadcrumbs generated from the route',
        'Skeleton cards and spinner loaders',
      ],
      changed: ['Navbar dropdowns and mobile menu close on route change', 'Card ratings use five accessible stars'],
      fixed: ['Tabs keep roving focus in sync with the selected tab', 'Toasts no longer stack beyond five'],
      removed: ['The legacy fade-only page transition'],
    },
  },
  {
    version: '0.8.0',
    date: '2025-06-20',
    type: 'minor',
    description: 'Preview: the first motion-first components and the token pipeline.',
    changes: {
      added: [
        'Buttons in five variants and three sizes with press feedback',
        'Inputs with floating labels, hints and validation states',
        'Toggles with icon, size and loading options',
        'Motion duration and easing tokens',
      ],
      fixed: ['Button focus ring visible on every background'],
      removed: ['Hard-coded animation timings in components'],
    },
  },
];

/** The release the changelog features: the newest one. */
export const CURRENT_RELEASE: Release = RELEASES[0]!;
