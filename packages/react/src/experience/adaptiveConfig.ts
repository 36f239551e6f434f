// The adaptive configuration of SPEC section 9.
import type { Device } from './types';

/** How much space a layout leaves, by device. */
export type LayoutDensity = 'compact' | 'comfortable' | 'spacious';

export const ADAPTIVE_CONFIG = {
  usageTracking: true,
  automaticAdaptation: true,
  predictiveLoading: false,
  smartBatching: false,
  /** Layout density per device: the mobile rule gives the spacious layout. */
  layoutByDevice: {
    mobile: 'spacious',
    tablet: 'comfortable',
    desktop: 'comfortable',
  } satisfies Record<Device, LayoutDensity>,
} as const;

/** The session count of a visitor; there is no storage, so every visit is the first session. */
export const INITIAL_SESSION_COUNT = 1;
