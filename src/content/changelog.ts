// Copy of the changelog page around the release data: Pro benefits and where to go next.

export const CHANGELOG_PAGE = {
  eyebrow: 'Release notes',
  title: 'Changelog',
  lead: 'What changed in each release of the kit, and what is planned next.',
};

export const PRO_BENEFITS = {
  title: 'Pro benefits',
  body: 'Everything in the free kit, plus:',
  items: [
    'Premium components: command palette, micro-interactions, page transitions',
    'The full Experience System with adaptive forms',
    'Page templates built on the same tokens',
    'Early access to every roadmap release',
  ],
};

export interface ChangelogLink {
  id: string;
  title: string;
  description: string;
  to: string;
}

export const CHANGELOG_LINKS: ChangelogLink[] = [
  { id: 'tokens', title: 'Design Tokens', description: 'Colors, type, spacing and the motion tokens behind every release.', to: '/docs/design-tokens' },
  { id: 'components', title: 'Component Library', description: 'Every component by category, with its status.', to: '/docs/components' },
  { id: 'docs', title: 'Documentation', description: 'Install the kit, customise it and adopt the Experience System.', to: '/docs' },
];
