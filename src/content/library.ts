// Copy of the component library page; the catalog itself is in catalog.ts.

export const LIBRARY_PAGE = {
  eyebrow: 'Components',
  title: 'Component Library',
  lead: 'Every component of the kit by category, from everyday basics to the adaptive Experience System. Free components are open source; Pro adds premium motion.',
  searchLabel: 'Search components',
  searchPlaceholder: 'Search components...',
};

export const MOTION_PRO_SHOWCASE = {
  title: 'Motion Pro showcase',
  body: 'Command palette, micro-interactions and page transitions, all timed by the same duration and easing tokens. See every motion token with live demos.',
  cta: { label: 'Explore Motion Tokens', to: '/docs/design-tokens?category=motion' },
};
