// The first-tap scenario's budgets (scripts/first-tap.mjs): what counts as a miss.
// @ts-check
import { describe, expect, it } from 'vitest';
import { FIRST_TAP_BUDGETS, FIRST_TAP_ROUTES, FIRST_TAP_THROTTLING, firstTapFailures } from './first-tap.mjs';

const row = (overrides = {}) => ({ route: '/', fcp: 800, lcp: 800, interactive: 1500, lag: 600, lost: 0, runs: 3, ...overrides });

describe('first-tap budgets', () => {
  it('holds for a route that answers every tap in time', () => {
    expect(firstTapFailures([row()])).toEqual([]);
  });

  it('misses on any lost tap, a lag of a second or more, interactive at 1.8 s or later, and a largest paint after 1 s', () => {
    expect(firstTapFailures([row({ lost: 1 })])).toEqual(['/: 1 lost first tap(s)']);
    expect(firstTapFailures([row({ lag: 1000 })])).toEqual(['/: first-tap lag 1000 ms >= 1000 ms']);
    expect(firstTapFailures([row({ interactive: 1800 })])).toEqual(['/: interactive at 1800 ms >= 1800 ms']);
    expect(firstTapFailures([row({ lcp: 1000 })])).toEqual([]);
    expect(firstTapFailures([row({ lcp: 1001 })])).toEqual(['/: largest contentful paint at 1001 ms > 1000 ms']);
    expect(firstTapFailures([row({ lcp: NaN })])).toEqual(['/: largest contentful paint at NaN ms > 1000 ms']);
  });

  it('counts a route with no measured lag (every tap lost) as missing the lag budget too', () => {
    expect(firstTapFailures([row({ lag: NaN, lost: 3 })])).toHaveLength(2);
  });

  it('measures the five routes of issue 30 under Lighthouse\'s mobile throttling, applied', () => {
    expect(FIRST_TAP_ROUTES).toEqual(['/', '/docs', '/docs/design-tokens', '/examples/buttons', '/examples/command-palette']);
    expect(FIRST_TAP_THROTTLING).toMatchObject({ latencyMs: 150, cpuRate: 4 });
    expect((FIRST_TAP_THROTTLING.downloadBytesPerSecond * 8) / 1024 / 1024).toBeCloseTo(1.6);
    expect(FIRST_TAP_BUDGETS).toEqual({ lostTaps: 0, lagMs: 1000, interactiveMs: 1800, lcpMs: 1000 });
  });
});
