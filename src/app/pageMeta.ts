// Titles of every prerendered route: one table read by the router, the document title on navigation and
// the prerender script. Descriptions live in pageDescriptions.ts: the browser never needs them for
// navigation (the prerendered <meta> has them), so they stay out of the first load.

export interface PageMeta {
  path: string;
  title: string;
}

export const SITE_NAME = 'Motion Kit';

const examples: Array<[slug: string, title: string]> = [
  ['buttons', 'Buttons'],
  ['inputs', 'Inputs'],
  ['toggles', 'Toggles'],
  ['cards', 'Cards'],
  ['tabs', 'Tabs'],
  ['navbar', 'Navbar'],
  ['breadcrumb', 'Breadcrumb'],
  ['sidebar', 'Sidebar'],
  ['modals', 'Modals'],
  ['toast', 'Toast'],
  ['loaders', 'Loaders'],
  ['alerts', 'Alerts'],
  ['drawer', 'Drawer'],
  ['command-palette', 'Command Palette'],
  ['micro-interactions', 'Micro-interactions'],
  ['page-transitions', 'Page Transitions'],
  ['experience-demo', 'Experience Demo'],
  ['confirmation-flow', 'Confirmation Flow'],
  ['adaptive-forms', 'Adaptive Forms'],
];

export const EXAMPLE_SLUGS = examples.map(([slug]) => slug);

export const PAGE_META: PageMeta[] = [
  { path: '/', title: 'Motion Kit Pro v1.0: motion-first UI components' },
  { path: '/docs', title: 'Documentation' },
  { path: '/docs/documentation', title: 'Documentation' },
  { path: '/docs/design-tokens', title: 'Design Tokens' },
  { path: '/docs/components', title: 'Component Library' },
  { path: '/docs/changelog', title: 'Changelog' },
  { path: '/examples', title: 'Examples' },
  { path: '/experience-demo', title: 'Experience Demo' },
  ...examples.map(([slug, title]) => ({ path: `/examples/${slug}`, title })),
  { path: '/buttons', title: 'Buttons' },
  { path: '/cards', title: 'Cards' },
  { path: '/modals', title: 'Modals' },
];

export const NOT_FOUND_META: PageMeta = { path: '/404', title: 'Page not found' };

export function pageMetaFor(pathname: string): PageMeta {
  const normalized = pathname !== '/' ? pathname.replace(/\/+$/, '') : pathname;
  return PAGE_META.find((meta) => meta.path === normalized) ?? NOT_FOUND_META;
}

export function documentTitle(meta: PageMeta): string {
  return meta.path === '/' ? meta.title : `${meta.title} · ${SITE_NAME}`;
}
