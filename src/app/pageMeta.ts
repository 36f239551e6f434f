// Titles and descriptions of every prerendered route: one table read by the router, the
// document head on navigation, and the prerender script.

export interface PageMeta {
  path: string;
  title: string;
  description: string;
}

export const SITE_NAME = 'Motion Kit';

const examples: Array<[slug: string, title: string, description: string]> = [
  ['buttons', 'Buttons', 'Motion buttons: basic, counter, toggle, like, icon and adaptive smart buttons.'],
  ['inputs', 'Inputs', 'Inputs with floating labels, hints, icons, clearable search and live validation.'],
  ['toggles', 'Toggles', 'Accessible switches with icons, sizes, variants, loading and disabled states.'],
  ['cards', 'Cards', 'Cards with image placeholders, badges, ratings, actions and loading skeletons.'],
  ['tabs', 'Tabs', 'Keyboard-first tabs in four variants with lazily loaded panels.'],
  ['navbar', 'Navbar', 'A responsive navigation bar with dropdowns, search, user menu and mobile menu.'],
  ['breadcrumb', 'Breadcrumb', 'Breadcrumbs from the route or from your own items.'],
  ['sidebar', 'Sidebar', 'A collapsible sidebar with sections and search.'],
  ['modals', 'Modals', 'Accessible dialogs: basic, confirmation and custom success.'],
  ['toast', 'Toast', 'Toast notifications with types, positions, actions and auto-dismiss.'],
  ['loaders', 'Loaders', 'Spinners and skeletons for every wait.'],
  ['alerts', 'Alerts', 'Inline alerts for info, success, warning and error, dismissible.'],
  ['drawer', 'Drawer', 'Drawers from any edge with drag-to-close.'],
  ['command-palette', 'Command Palette', 'A fuzzy command palette opened with Ctrl/Cmd+K.'],
  ['micro-interactions', 'Micro-interactions', 'Small motion moments: press, feedback, counters and likes.'],
  ['page-transitions', 'Page Transitions', 'The route transition of this site, and its reduced-motion variant.'],
  ['experience-demo', 'Experience Demo', 'Smart buttons that adapt to user type, device and accessibility needs.'],
  ['confirmation-flow', 'Confirmation Flow', 'Confirmation dialogs for destructive and irreversible actions.'],
  ['adaptive-forms', 'Adaptive Forms', 'A form whose fields adapt through the Experience System.'],
];

export const EXAMPLE_SLUGS = examples.map(([slug]) => slug);

export const PAGE_META: PageMeta[] = [
  { path: '/', title: 'Motion Kit Pro v1.0: motion-first UI components', description: 'A motion-focused UI component kit and design system: tokens, accessible components and an adaptive Experience System.' },
  { path: '/docs', title: 'Documentation', description: 'Get started with Motion Kit: installation, customization, the motion system, the Experience System and theming.' },
  { path: '/docs/documentation', title: 'Documentation', description: 'Get started with Motion Kit: installation, customization, the motion system, the Experience System and theming.' },
  { path: '/docs/design-tokens', title: 'Design Tokens', description: 'Colors, typography, spacing, motion and status tokens, generated from DTCG JSON by Style Dictionary.' },
  { path: '/docs/components', title: 'Component Library', description: 'Every component of the kit by category, with its status: Free, Pro or Coming Soon.' },
  { path: '/docs/changelog', title: 'Changelog', description: 'Release history and roadmap of Motion Kit.' },
  { path: '/examples', title: 'Examples', description: 'Live, copyable examples of every component in the kit.' },
  { path: '/experience-demo', title: 'Experience Demo', description: 'Smart buttons that adapt to user type, device and accessibility needs.' },
  ...examples.map(([slug, title, description]) => ({ path: `/examples/${slug}`, title, description })),
  { path: '/buttons', title: 'Buttons', description: examples[0]![2] },
  { path: '/cards', title: 'Cards', description: examples[3]![2] },
  { path: '/modals', title: 'Modals', description: examples[8]![2] },
];

export const NOT_FOUND_META: PageMeta = {
  path: '/404',
  title: 'Page not found',
  description: 'This page does not exist. Find your way back to the components and docs.',
};

export function pageMetaFor(pathname: string): PageMeta {
  const normalized = pathname !== '/' ? pathname.replace(/\/+$/, '') : pathname;
  return PAGE_META.find((meta) => meta.path === normalized) ?? NOT_FOUND_META;
}

export function documentTitle(meta: PageMeta): string {
  return meta.path === '/' ? meta.title : `${meta.title} · ${SITE_NAME}`;
}
