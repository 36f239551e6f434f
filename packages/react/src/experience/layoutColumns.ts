import type { Device } from './types';

const COLUMNS: Record<Device, number> = { desktop: 3, tablet: 2, mobile: 1 };

/** Columns of an adaptive layout grid for a device: desktop 3, tablet 2, mobile 1. */
export function layoutColumns(device: Device): number {
  return COLUMNS[device];
}
