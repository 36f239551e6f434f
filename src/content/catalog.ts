// The component library: five categories and their components (SPEC §3 Component entry, Category).
import type { ComponentCategoryId, RoutePath } from './routeManifest';

export type ComponentStatus = 'available' | 'pro' | 'coming-soon';

interface ComponentEntryBase {
  id: string;
  name: string;
  description: string;
}

/** A component with a page: `path` is a page of the route manifest (the type checks it). */
interface ShippedComponentEntry extends ComponentEntryBase {
  status: Exclude<ComponentStatus, 'coming-soon'>;
  path: RoutePath;
}

/** A planned component: `path` is the page it will have, never linked. */
interface PlannedComponentEntry extends ComponentEntryBase {
  status: 'coming-soon';
  path: `/examples/${string}`;
}

export type ComponentEntry = ShippedComponentEntry | PlannedComponentEntry;

export interface ComponentCategory {
  id: ComponentCategoryId;
  name: string;
  description: string;
  components: ComponentEntry[];
}

export const DEFAULT_COMPONENT_CATEGORY: ComponentCategoryId = 'experience-system';

export const COMPONENT_CATEGORIES: ComponentCategory[] = [
  {
    id: 'experience-system',
    name: 'Experience System',
    description: 'Context-aware components that adapt to user intent, device and accessibility needs.',
    components: [
      { id: 'smart-button', name: 'Smart Button', description: 'Intent-driven buttons whose label, size and variant adapt to the user.', status: 'available', path: '/examples/buttons' },
      { id: 'experience-demo', name: 'Experience Demo', description: 'Switch user type, device and accessibility needs and watch components adapt.', status: 'available', path: '/examples/experience-demo' },
      { id: 'confirmation-flow', name: 'Confirmation Flow', description: 'Confirmation dialogs that scale their friction with the criticality of the action.', status: 'available', path: '/examples/confirmation-flow' },
      { id: 'adaptive-forms', name: 'Adaptive Forms', description: 'Forms whose fields and validation timing adapt through the Experience System.', status: 'pro', path: '/examples/adaptive-forms' },
      { id: 'intelligent-forms', name: 'Intelligent Forms', description: 'Fields that reorder and hint from learned usage. Planned for v1.1.', status: 'coming-soon', path: '/examples/intelligent-forms' },
    ],
  },
  {
    id: 'ui-basics',
    name: 'UI Basics',
    description: 'The everyday building blocks, each with motion feedback built in.',
    components: [
      { id: 'buttons', name: 'Buttons', description: 'Five variants, three sizes, icon buttons and press feedback.', status: 'available', path: '/examples/buttons' },
      { id: 'inputs', name: 'Inputs', description: 'Floating labels, hints, icons, clearable search and live validation.', status: 'available', path: '/examples/inputs' },
      { id: 'toggles', name: 'Toggles', description: 'Accessible switches with icons, sizes, variants and loading states.', status: 'available', path: '/examples/toggles' },
      { id: 'cards', name: 'Cards', description: 'Badges, ratings, actions and loading skeletons.', status: 'available', path: '/examples/cards' },
      { id: 'date-picker', name: 'Date Picker', description: 'A keyboard-first calendar grid with range selection.', status: 'coming-soon', path: '/examples/date-picker' },
    ],
  },
  {
    id: 'navigation',
    name: 'Navigation',
    description: 'Ways through an interface: tabs, bars, trails and side panels.',
    components: [
      { id: 'tabs', name: 'Tabs', description: 'Four variants, arrow-key navigation and lazily loaded panels.', status: 'available', path: '/examples/tabs' },
      { id: 'navbar', name: 'Navbar', description: 'Responsive bar with dropdowns, search, user menu and mobile menu.', status: 'available', path: '/examples/navbar' },
      { id: 'breadcrumb', name: 'Breadcrumb', description: 'Trails from the route or from your own items.', status: 'available', path: '/examples/breadcrumb' },
      { id: 'sidebar', name: 'Sidebar', description: 'A collapsible sidebar with sections and search.', status: 'available', path: '/examples/sidebar' },
    ],
  },
  {
    id: 'feedback',
    name: 'Feedback',
    description: 'Tell people what happened, what is happening and what needs their attention.',
    components: [
      { id: 'modals', name: 'Modals', description: 'Accessible dialogs: basic, confirmation and custom success.', status: 'available', path: '/examples/modals' },
      { id: 'toast', name: 'Toast', description: 'Notifications with types, positions, actions and auto-dismiss.', status: 'available', path: '/examples/toast' },
      { id: 'alerts', name: 'Alerts', description: 'Inline alerts for info, success, warning and error.', status: 'available', path: '/examples/alerts' },
      { id: 'loaders', name: 'Loaders', description: 'Spinners and skeletons for every wait.', status: 'available', path: '/examples/loaders' },
    ],
  },
  {
    id: 'motion',
    name: 'Motion',
    description: 'Surfaces and moments where motion carries the meaning.',
    components: [
      { id: 'drawer', name: 'Drawer', description: 'Drawers from any edge with drag-to-close.', status: 'available', path: '/examples/drawer' },
      { id: 'command-palette', name: 'Command Palette', description: 'Fuzzy command search opened with Ctrl/Cmd+K.', status: 'pro', path: '/examples/command-palette' },
      { id: 'micro-interactions', name: 'Micro-interactions', description: 'Press, feedback, counters and likes in token timing.', status: 'pro', path: '/examples/micro-interactions' },
      { id: 'page-transitions', name: 'Page Transitions', description: 'Route transitions with a reduced-motion variant.', status: 'pro', path: '/examples/page-transitions' },
      { id: 'scroll-reveal', name: 'Scroll Reveal', description: 'Token-timed reveal on scroll. Planned for v1.2.', status: 'coming-soon', path: '/examples/scroll-reveal' },
    ],
  },
];
