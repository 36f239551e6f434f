import { describe, expect, it } from 'vitest';
import { adaptButton } from './adaptButton';
import type { ButtonIntent, Criticality, Device, UserContext, UserType } from './types';

const user = (overrides: Partial<UserContext> = {}): UserContext => ({
  userType: 'returning',
  device: 'desktop',
  reducedMotion: false,
  largeFonts: false,
  highContrast: false,
  ...overrides,
});

describe('adaptButton labels', () => {
  const table: Array<[ButtonIntent, UserType, string]> = [
    ['primary-action', 'first-time', 'Start Your Journey'],
    ['primary-action', 'returning', 'Continue'],
    ['primary-action', 'power-user', 'Launch'],
    ['navigation', 'first-time', 'Tell Me More'],
    ['navigation', 'returning', 'Learn More'],
    ['navigation', 'power-user', 'Docs'],
    ['destructive', 'first-time', 'Delete Account (Permanent)'],
    ['destructive', 'returning', 'Delete Account'],
    ['destructive', 'power-user', 'Delete'],
  ];

  it.each(table)('labels a %s button for a %s user "%s"', (intent, userType, label) => {
    expect(adaptButton(user({ userType }), { intent, label: 'Given' }).label).toBe(label);
  });

  it.each<UserType>(['first-time', 'returning', 'power-user'])(
    'keeps the given label of a secondary action for a %s user',
    (userType) => {
      expect(adaptButton(user({ userType }), { intent: 'secondary-action', label: 'Save Draft' }).label).toBe('Save Draft');
    },
  );

  it('keeps the given label when no intent is set', () => {
    expect(adaptButton(user(), { label: 'Plain' }).label).toBe('Plain');
  });

  it('lists the label adaptation it made', () => {
    expect(adaptButton(user({ userType: 'power-user' }), { intent: 'primary-action', label: 'Get Started' }).adaptations).toContain(
      'Label for power users: "Launch"',
    );
  });
});

describe('adaptButton size', () => {
  const table: Array<[Device, boolean, 'md' | 'lg']> = [
    ['mobile', false, 'lg'],
    ['mobile', true, 'lg'],
    ['tablet', false, 'md'],
    ['tablet', true, 'lg'],
    ['desktop', false, 'md'],
    ['desktop', true, 'lg'],
  ];

  it.each(table)('on %s with large fonts %s gives size %s', (device, largeFonts, size) => {
    expect(adaptButton(user({ device, largeFonts }), { intent: 'primary-action' }).size).toBe(size);
  });

  it('keeps the given size when no size rule applies', () => {
    expect(adaptButton(user(), { intent: 'navigation', size: 'sm' }).size).toBe('sm');
  });

  it('overrides a given small size on mobile', () => {
    expect(adaptButton(user({ device: 'mobile' }), { size: 'sm' }).size).toBe('lg');
  });
});

describe('adaptButton variant', () => {
  const table: Array<[ButtonIntent, UserType, Criticality, string]> = [
    ['destructive', 'first-time', 'low', 'danger'],
    ['destructive', 'first-time', 'critical', 'danger'],
    ['destructive', 'power-user', 'high', 'danger'],
    ['navigation', 'first-time', 'high', 'primary'],
    ['navigation', 'first-time', 'critical', 'primary'],
    ['navigation', 'first-time', 'medium', 'outline'],
    ['navigation', 'returning', 'high', 'outline'],
    ['secondary-action', 'first-time', 'high', 'primary'],
    ['secondary-action', 'power-user', 'high', 'default'],
    ['primary-action', 'power-user', 'low', 'primary'],
  ];

  it.each(table)('a %s button for a %s user with %s criticality is %s', (intent, userType, criticality, variant) => {
    expect(adaptButton(user({ userType }), { intent, criticality }).variant).toBe(variant);
  });

  it('keeps a given variant when no variant rule applies', () => {
    expect(adaptButton(user(), { intent: 'navigation', variant: 'ghost' }).variant).toBe('ghost');
  });

  it('makes a destructive button danger even when another variant is given', () => {
    expect(adaptButton(user(), { intent: 'destructive', variant: 'primary' }).variant).toBe('danger');
  });
});

describe('adaptButton adaptations', () => {
  it('lists no adaptation when nothing changed', () => {
    expect(adaptButton(user(), { intent: 'secondary-action', label: 'Save' }).adaptations).toEqual([]);
  });

  it('lists every rule that applied', () => {
    const result = adaptButton(user({ userType: 'first-time', device: 'mobile', reducedMotion: true, highContrast: true }), {
      intent: 'destructive',
      label: 'Delete Account',
    });
    expect(result.adaptations).toEqual([
      'Label for first-time users: "Delete Account (Permanent)"',
      'Large size for touch on mobile',
      'Danger variant for a destructive action',
      'Minimal motion: no press animation',
      'High contrast: solid outline',
    ]);
  });
});
