import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExperienceProvider, useExperience, useUserContext } from './ExperienceProvider';

const matching = new Set<string>();
const listeners = new Set<() => void>();

/** What a browser answers for a query: a preference in `matching`, or a min-width against the window. */
function queryMatches(query: string) {
  const minWidth = /^\(min-width: (\d+)px\)$/.exec(query);
  return minWidth ? window.innerWidth >= Number(minWidth[1]) : matching.has(query);
}

/** Resizes the window as a browser does: the width changes and width queries report a change. */
function resizeTo(width: number) {
  window.innerWidth = width;
  for (const listener of listeners) listener();
  window.dispatchEvent(new Event('resize'));
}

beforeEach(() => {
  matching.clear();
  listeners.clear();
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: queryMatches(query),
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    })),
  );
  window.innerWidth = 1280;
});

afterEach(() => vi.unstubAllGlobals());

const wrapper = ({ children }: { children: ReactNode }) => <ExperienceProvider>{children}</ExperienceProvider>;

describe('ExperienceProvider', () => {
  it('throws a telling error when a hook is used outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useExperience())).toThrow('useExperience must be used within ExperienceProvider');
  });

  it('starts as a first-time visitor in the first session with no usage', () => {
    const { result } = renderHook(() => useExperience(), { wrapper });
    expect(result.current).toMatchObject({
      device: 'desktop',
      userType: 'first-time',
      sessionCount: 1,
      componentUsagePatterns: {},
      preferredAnimationStyle: 'standard',
      accessibilityNeeds: { reducedMotion: false, highContrast: false, screenReader: false, largeFonts: false },
      learningProgress: { componentsExplored: 0, interactions: 0 },
    });
  });

  it('reads reduced motion and high contrast from the media preferences', () => {
    matching.add('(prefers-reduced-motion: reduce)');
    matching.add('(prefers-contrast: more)');
    const { result } = renderHook(() => useExperience(), { wrapper });
    expect(result.current.accessibilityNeeds).toMatchObject({ reducedMotion: true, highContrast: true });
    expect(result.current.preferredAnimationStyle).toBe('minimal');
  });

  it('keeps the device current when the window is resized', () => {
    function DeviceName() {
      return <p>{useExperience().device}</p>;
    }
    render(<DeviceName />, { wrapper });
    expect(screen.getByText('desktop')).toBeInTheDocument();
    act(() => resizeTo(800));
    expect(screen.getByText('tablet')).toBeInTheDocument();
    act(() => resizeTo(375));
    expect(screen.getByText('mobile')).toBeInTheDocument();
  });

  it('counts usage under component:action keys', () => {
    const { result } = renderHook(() => useExperience(), { wrapper });
    act(() => {
      result.current.recordUsage('SmartButton', 'primary-action');
      result.current.recordUsage('SmartButton', 'primary-action');
      result.current.recordUsage('Modal', 'open');
    });
    expect(result.current.componentUsagePatterns).toEqual({ 'SmartButton:primary-action': 2, 'Modal:open': 1 });
    expect(result.current.learningProgress).toEqual({ componentsExplored: 2, interactions: 3 });
  });

  it('flattens its state into the user context the rules read', () => {
    const { result } = renderHook(
      () => {
        const experience = useExperience();
        return { experience, user: useUserContext() };
      },
      { wrapper },
    );
    act(() => result.current.experience.setUserType('power-user'));
    expect(result.current.user).toEqual({
      userType: 'power-user',
      device: 'desktop',
      reducedMotion: false,
      largeFonts: false,
      highContrast: false,
    });
  });
});
