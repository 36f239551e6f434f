// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REDUCED_MOTION_QUERY, prefersReducedMotion } from './reducedMotion';

function mockMatchMedia(reduce: boolean) {
  const matchMedia = vi.fn((query: string) => ({ matches: reduce && query === REDUCED_MOTION_QUERY, media: query }));
  vi.stubGlobal('matchMedia', matchMedia);
  return matchMedia;
}

describe('reducedMotion', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads reduced motion as off where matchMedia is missing', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(prefersReducedMotion()).toBe(false);
  });

  it('asks the browser for the reduced-motion media feature', () => {
    const matchMedia = mockMatchMedia(true);
    expect(prefersReducedMotion()).toBe(true);
    expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
  });
});
