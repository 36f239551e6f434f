import { breakpoints } from '../theme/theme';
import type { Device } from './types';

/** Device class from a viewport width: under 768 mobile, 768 to 1023 tablet, 1024 and over desktop. */
export function deviceForWidth(width: number): Device {
  if (width < breakpoints.tablet) return 'mobile';
  if (width < breakpoints.desktop) return 'tablet';
  return 'desktop';
}

/** The media queries that tell the device classes apart: the same thresholds as deviceForWidth. */
export const DEVICE_QUERIES = {
  tablet: `(min-width: ${breakpoints.tablet}px)`,
  desktop: `(min-width: ${breakpoints.desktop}px)`,
} as const;

/** Device class from whether the DEVICE_QUERIES match (`matches` is window.matchMedia's answer). */
export function deviceFromQueries(matches: (query: string) => boolean): Device {
  if (matches(DEVICE_QUERIES.desktop)) return 'desktop';
  if (matches(DEVICE_QUERIES.tablet)) return 'tablet';
  return 'mobile';
}
