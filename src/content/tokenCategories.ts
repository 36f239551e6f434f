// The Design Tokens page's five categories (SPEC §2 Design tokens page; query values of /docs/design-tokens).

export type TokenCategoryId = 'colors' | 'typography' | 'spacing' | 'motion' | 'status';

export interface TokenCategory {
  id: TokenCategoryId;
  label: string;
  description: string;
  isPro: boolean;
}

export const TOKEN_CATEGORIES: readonly TokenCategory[] = [
  { id: 'colors', label: 'Colors', description: 'Brand colors, palettes and the semantic colors each theme assigns.', isPro: false },
  { id: 'typography', label: 'Typography', description: 'Font families, the type scale, weights and line heights.', isPro: false },
  { id: 'spacing', label: 'Spacing', description: 'An 8px grid with half steps, plus fluid semantic spacing.', isPro: false },
  { id: 'motion', label: 'Motion Tokens', description: 'Durations and easings. Click a demo to feel the exact timing.', isPro: true },
  { id: 'status', label: 'Status Tokens', description: 'Success, error, warning and info colors, tuned per theme for contrast.', isPro: true },
];

export const DEFAULT_TOKEN_CATEGORY: TokenCategoryId = 'colors';
