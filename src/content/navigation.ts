import type { NavItem } from '../components/Navbar';

/** The site header's links, in the spec's order. */
export const SITE_NAV_ITEMS: NavItem[] = [
  { id: 'home', label: 'Home', path: '/' },
  { id: 'design-tokens', label: 'Design Tokens', path: '/docs/design-tokens' },
  {
    id: 'components',
    label: 'Components',
    path: '/docs/components',
    matchPaths: ['/examples', '/buttons', '/cards', '/modals', '/experience-demo'],
  },
  { id: 'documentation', label: 'Documentation', path: '/docs', matchPaths: ['/docs/documentation'] },
  { id: 'changelog', label: 'Changelog', path: '/docs/changelog' },
];

export const SITE_TAGLINE = 'Motion-first components and tokens for interfaces that feel alive, and stay accessible.';
