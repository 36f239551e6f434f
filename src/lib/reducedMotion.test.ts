// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REDUCED_MOTION_QUERY } from '@motion-kit/react';
import { scrollBehavior } from './reducedMotion';

const mockMatchMedia = (reduce: boolean) => vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query === REDUCED_MOTION_QUERY, media: query }));

describe('scrollBehavior', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('scrolls at once when motion is reduced and smoothly otherwise', () => {
    mockMatchMedia(true);
    expect(scrollBehavior()).toBe('auto');
    mockMatchMedia(false);
    expect(scrollBehavior()).toBe('smooth');
  });
});
