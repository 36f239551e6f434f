import { describe, expect, it } from 'vitest';
import { layoutColumns } from './layoutColumns';
import { DEVICE_QUERIES, deviceForWidth, deviceFromQueries } from './device';
import { ADAPTIVE_CONFIG } from './adaptiveConfig';

describe('layoutColumns', () => {
  it.each([
    ['desktop', 3],
    ['tablet', 2],
    ['mobile', 1],
  ] as const)('gives %s %i columns', (device, columns) => {
    expect(layoutColumns(device)).toBe(columns);
  });
});

describe('deviceForWidth', () => {
  it.each([
    [375, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [1440, 'desktop'],
  ] as const)('classes a %ipx viewport as %s', (width, device) => {
    expect(deviceForWidth(width)).toBe(device);
  });

  it.each([375, 767, 768, 1023, 1024, 1440])('at %ipx the media queries give the same device as the width', (width) => {
    const matches = (query: string) => width >= Number(/min-width: (\d+)px/.exec(query)?.[1]);
    expect(deviceFromQueries(matches)).toBe(deviceForWidth(width));
  });

  it('asks for the tablet and desktop thresholds', () => {
    expect(DEVICE_QUERIES).toEqual({ tablet: '(min-width: 768px)', desktop: '(min-width: 1024px)' });
  });
});

describe('ADAPTIVE_CONFIG', () => {
  it('tracks usage and adapts automatically, without predictive loading or smart batching', () => {
    expect(ADAPTIVE_CONFIG).toMatchObject({
      usageTracking: true,
      automaticAdaptation: true,
      predictiveLoading: false,
      smartBatching: false,
    });
  });

  it('gives mobile the spacious layout', () => {
    expect(ADAPTIVE_CONFIG.layoutByDevice.mobile).toBe('spacious');
  });
});
