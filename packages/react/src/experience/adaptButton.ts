// The adaptation rules of the Experience System: one pure function from who is asking and what the
// button is for to what the button shows.
import type { ButtonVariant } from '../components/Button';
import type { ButtonAdaptation, ButtonIntent, ButtonOptions, UserContext, UserType } from './types';

/** Adapted labels by intent and user type (SPEC section 2, Experience demo). */
export const ADAPTED_LABELS: Partial<Record<ButtonIntent, Record<UserType, string>>> = {
  'primary-action': { 'first-time': 'Start Your Journey', returning: 'Continue', 'power-user': 'Launch' },
  navigation: { 'first-time': 'Tell Me More', returning: 'Learn More', 'power-user': 'Docs' },
  destructive: {
    'first-time': 'Delete Account (Permanent)',
    returning: 'Delete Account',
    'power-user': 'Delete',
  },
};

const DEFAULT_VARIANT: Record<ButtonIntent, ButtonVariant> = {
  'primary-action': 'primary',
  'secondary-action': 'default',
  destructive: 'danger',
  navigation: 'outline',
};

/** A button's label, size and variant for this visitor and this button's intent, with the reasons in words. */
export function adaptButton(user: UserContext, options: ButtonOptions): ButtonAdaptation {
  const { intent, criticality, label = '' } = options;
  const adaptations: string[] = [];

  const adaptedLabel = intent ? ADAPTED_LABELS[intent]?.[user.userType] : undefined;
  if (adaptedLabel !== undefined && adaptedLabel !== label) {
    // 'power-user' reads "power users", not "power-user users".
    adaptations.push(`Label for ${user.userType.replace(/-user$/, '')} users: "${adaptedLabel}"`);
  }

  let size = options.size ?? 'md';
  if (user.device === 'mobile') {
    size = 'lg';
    adaptations.push('Large size for touch on mobile');
  } else if (user.largeFonts) {
    size = 'lg';
    adaptations.push('Large size for large fonts');
  }

  let variant = options.variant ?? (intent ? DEFAULT_VARIANT[intent] : 'default');
  if (intent === 'destructive') {
    variant = 'danger';
    adaptations.push('Danger variant for a destructive action');
  } else if (user.userType === 'first-time' && (criticality === 'high' || criticality === 'critical')) {
    variant = 'primary';
    adaptations.push(`Primary variant: ${criticality} criticality for a first-time user`);
  }

  if (user.reducedMotion) adaptations.push('Minimal motion: no press animation');
  if (user.highContrast) adaptations.push('High contrast: solid outline');

  return { label: adaptedLabel ?? label, size, variant, adaptations };
}
