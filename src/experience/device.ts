import { breakpoints } from '../theme/theme';
import type { Device } from './types';

/** Device class from a viewport width: under 768 mobile, 768 to 1023 tablet, 1024 and over desktop. */
export function deviceForWidth(width: number): Device {
  if (width < breakpoints.tablet) return 'mobile';
  if (width < breakpoints.desktop) return 'tablet';
  return 'desktop';
}
