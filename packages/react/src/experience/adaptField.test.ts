import { describe, expect, it } from 'vitest';
import { adaptField, adaptFormLayout } from './adaptField';
import type { UserContext } from './types';

const user = (overrides: Partial<UserContext> = {}): UserContext => ({
  userType: 'returning',
  device: 'desktop',
  reducedMotion: false,
  largeFonts: false,
  highContrast: false,
  ...overrides,
});

const email = {
  label: 'Email address',
  shortLabel: 'Email',
  hint: 'We only use it to sign you in.',
  firstTimeHint: 'Use the address you check most; we send a confirmation link there.',
};

describe('adaptField', () => {
  it('gives a first-time user the full label and the step-by-step hint', () => {
    expect(adaptField(user({ userType: 'first-time' }), email)).toMatchObject({
      label: 'Email address',
      hint: 'Use the address you check most; we send a confirmation link there.',
    });
  });

  it('gives a returning user the full label and the short hint', () => {
    expect(adaptField(user(), email)).toMatchObject({ label: 'Email address', hint: 'We only use it to sign you in.' });
  });

  it('gives a power user the terse label, no hint and a floating label', () => {
    expect(adaptField(user({ userType: 'power-user' }), email)).toMatchObject({
      label: 'Email',
      hint: undefined,
      labelPosition: 'floating',
    });
  });

  it('keeps the label fixed for a power user who prefers reduced motion', () => {
    expect(adaptField(user({ userType: 'power-user', reducedMotion: true }), email).labelPosition).toBe('fixed');
  });

  it.each([
    ['mobile', false, 'lg'],
    ['tablet', true, 'lg'],
    ['desktop', true, 'lg'],
    ['tablet', false, 'md'],
    ['desktop', false, 'md'],
  ] as const)('on %s with large fonts %s gives %s fields', (device, largeFonts, size) => {
    expect(adaptField(user({ device, largeFonts }), email).size).toBe(size);
  });
});

describe('adaptFormLayout', () => {
  it('uses two columns on a desktop', () => {
    expect(adaptFormLayout(user())).toEqual({ columns: 2, density: 'comfortable' });
  });

  it('uses one column with large fonts', () => {
    expect(adaptFormLayout(user({ largeFonts: true })).columns).toBe(1);
  });

  it('gives mobile one column and the spacious layout', () => {
    expect(adaptFormLayout(user({ device: 'mobile' }))).toEqual({ columns: 1, density: 'spacious' });
  });
});
