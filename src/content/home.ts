// Copy and data of the home page: hero, motion philosophy, feature cards, token showcase, calls to action.
import type { tokens } from '../../build/ts/tokens';

type DurationName = keyof typeof tokens.motion.duration;
type EasingName = keyof typeof tokens.motion.easing;

export const HOME_HERO = {
  eyebrow: 'Motion-first UI kit',
  productName: 'Motion Kit',
  edition: 'Pro v1.0',
  lead: 'Context-aware components, motion tokens and adaptive UI patterns, with interactive docs and copyable examples.',
  primary: { label: 'Explore Components', to: '/examples/buttons' },
  secondary: { label: 'View Documentation', to: '/docs' },
} as const;

/** A chip names a token; its value is read from the generated tokens, never written here. */
export type PhilosophyChip = { kind: 'duration'; token: DurationName } | { kind: 'easing'; token: EasingName };

export const MOTION_PHILOSOPHY: {
  title: string;
  body: string;
  chips: PhilosophyChip[];
  cta: { label: string; to: string };
} = {
  title: 'Motion as a first-class design token',
  body: 'Every interaction runs on named durations and easings. Change a token once and every component follows, so motion stays consistent instead of ad hoc.',
  chips: [
    { kind: 'duration', token: 'fast' },
    { kind: 'duration', token: 'normal' },
    { kind: 'easing', token: 'spring' },
  ],
  cta: { label: 'Explore Motion Tokens', to: '/docs/design-tokens?category=motion' },
};

export interface FeatureCard {
  id: string;
  title: string;
  description: string;
  to: string;
  icon: 'mouse-pointer' | 'layers' | 'message-square' | 'sparkles';
  isNew?: boolean;
}

export const FEATURE_CARDS: FeatureCard[] = [
  { id: 'buttons', title: 'Smart Motion Buttons', description: 'Press feedback, loading and success states, timed by tokens.', to: '/examples/buttons', icon: 'mouse-pointer' },
  { id: 'cards', title: 'Motion-First Cards', description: 'Hover lift, skeleton loading and ratings that animate gently.', to: '/examples/cards', icon: 'layers' },
  { id: 'modals', title: 'Intelligent Modals', description: 'Dialogs with focus management, drag-to-close and confirmation flows.', to: '/examples/modals', icon: 'message-square' },
  { id: 'experience', title: 'Experience System', description: 'Components that adapt labels, sizes and variants to each user.', to: '/examples/experience-demo', icon: 'sparkles', isNew: true },
];

export const MOTION_SHOWCASE: {
  title: string;
  lead: string;
  durations: DurationName[];
  easings: EasingName[];
  easingDemoDuration: DurationName;
  cta: { label: string; to: string };
} = {
  title: 'Motion tokens in action',
  lead: 'Hover, focus or press a track to play it. Each sample moves with exactly the token beside it.',
  durations: ['fast', 'normal', 'slow'],
  easings: ['standard', 'spring', 'emphasized'],
  /** Easing demos run at this duration so the curve has time to show. */
  easingDemoDuration: 'slow',
  cta: { label: 'Open Design Tokens', to: '/docs/design-tokens' },
};

export const ROADMAP_PREVIEW = {
  title: "What's next",
  cta: { label: 'View Full Roadmap', to: '/docs/changelog' },
};

export const PRO_WELCOME = {
  title: 'Welcome to Pro',
  body: 'Your build includes the Pro templates and premium components. Start from a template and keep the tokens as your single source of motion.',
};

export const UPGRADE_CTA = {
  title: 'Ship motion that feels designed',
  body: 'Pro adds premium components, page templates and the full Experience System, built on the same tokens as everything here.',
};

export const OPEN_SOURCE_CTA = {
  title: 'Open source at heart',
  body: 'The core components and the token pipeline are open source. Read the code, file an issue or send a pull request.',
  label: 'View Source Code',
};
