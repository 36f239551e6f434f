// The Documentation page's sections and the copy of their guide cards (SPEC §2 Documentation page, §3 Docs section).
import type { ButtonIntent } from '@motion-kit/react';

export type DocsSectionId = 'getting-started' | 'customization' | 'motion-system' | 'experience-system' | 'theming';

export interface DocsSection {
  id: DocsSectionId;
  label: string;
  description: string;
  isPro: boolean;
  isNew: boolean;
}

export const DOCS_SECTIONS: readonly DocsSection[] = [
  {
    id: 'getting-started',
    label: 'Getting Started',
    description: 'Install the kit, wrap your app in its provider and render your first animated component.',
    isPro: false,
    isNew: false,
  },
  {
    id: 'customization',
    label: 'Customization',
    description: 'Pick variants and sizes, extend styles and override design tokens without forking components.',
    isPro: false,
    isNew: false,
  },
  {
    id: 'motion-system',
    label: 'Motion System',
    description: 'Named durations and easings shared by every component, with reduced motion handled for you.',
    isPro: true,
    isNew: false,
  },
  {
    id: 'experience-system',
    label: 'Experience System',
    description: 'Components that adapt labels, sizes and variants to intent, device and accessibility needs.',
    isPro: true,
    isNew: true,
  },
  {
    id: 'theming',
    label: 'Theming',
    description: 'Dark and light themes, persisted per visitor, and custom themes through CSS custom properties.',
    isPro: false,
    isNew: false,
  },
];

export const DEFAULT_DOCS_SECTION = 'getting-started' satisfies DocsSectionId;

/**
 * The section a URL hash names ('#theming'), or undefined when it names none. A hash is whatever the
 * visitor's address holds ('#%' and '#%E0%A4%A' are not valid percent-encoding): never throws.
 */
export function docsSectionFromHash(hash: string): DocsSectionId | undefined {
  const raw = hash.replace(/^#/, '');
  let id = raw;
  try {
    id = decodeURIComponent(raw);
  } catch {
    // Malformed escapes name no section; compare the raw text, which matches none either.
  }
  return DOCS_SECTIONS.find((section) => section.id === id)?.id;
}

export interface IntentGuide {
  intent: ButtonIntent;
  use: string;
}

/** The intents of intent-driven design, in the order the guide explains them. */
export const INTENT_GUIDE: readonly IntentGuide[] = [
  { intent: 'primary-action', use: 'The one thing the screen is for: sign up, save, continue.' },
  { intent: 'secondary-action', use: 'Useful alternatives that must not compete with the primary action.' },
  { intent: 'destructive', use: 'Deletes or ends something; always the danger variant, spelled out for newcomers.' },
  { intent: 'navigation', use: 'Moves the visitor elsewhere: learn more, docs, next step.' },
];

export interface ExperienceGuideCard {
  id: 'provider-setup' | 'intent-driven-design' | 'adaptive-components' | 'learning-system';
  title: string;
  body: string;
}

export const EXPERIENCE_GUIDE_CARDS: readonly ExperienceGuideCard[] = [
  {
    id: 'provider-setup',
    title: 'Provider setup',
    body: 'Wrap the app once in ExperienceProvider. It detects the device, reads accessibility preferences and keeps the session context every smart component reads.',
  },
  {
    id: 'intent-driven-design',
    title: 'Intent-driven design',
    body: 'Describe what a control is for, not how it looks. The intent decides the label, variant and emphasis for each visitor.',
  },
  {
    id: 'adaptive-components',
    title: 'Adaptive components',
    body: 'SmartButton and its siblings grow on touch screens and with large fonts, pick the danger variant for destructive intents and spell labels out for first-time visitors.',
  },
  {
    id: 'learning-system',
    title: 'The learning system',
    body: 'Usage is counted per component and action, so returning visitors and power users get shorter labels and denser layouts as they learn the product.',
  },
];

export const EXPERIENCE_DEMO_LINK = { label: 'Open the interactive demo', to: '/examples/experience-demo' } as const;

/** The five-step implementation guide that closes the Experience System section. */
export const IMPLEMENTATION_STEPS: readonly { title: string; body: string }[] = [
  { title: 'Install and wrap', body: 'Add the kit and wrap your root in ExperienceProvider next to the theme provider.' },
  { title: 'Name the intents', body: 'Give each action an intent: primary-action, secondary-action, destructive or navigation.' },
  { title: 'Set the stakes', body: 'Add criticality, journey stage and flow position where the choice matters.' },
  { title: 'Swap in smart components', body: 'Replace plain buttons with SmartButton; everything else keeps working.' },
  { title: 'Test with real contexts', body: 'Try first-time, returning and power-user visitors on each device in the interactive demo.' },
];

export interface DocsQuickLink {
  label: string;
  description: string;
  to: string;
}

export const DOCS_QUICK_LINKS: readonly DocsQuickLink[] = [
  { label: 'Design Tokens', description: 'Colors, type, spacing and motion, straight from the token build.', to: '/docs/design-tokens' },
  { label: 'Component Library', description: 'Every component by category, with status and examples.', to: '/docs/components' },
  { label: 'Changelog', description: 'What shipped in each release and what comes next.', to: '/docs/changelog' },
];
