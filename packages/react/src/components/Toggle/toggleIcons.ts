// The on/off icon pair of each Toggle icon type.
import { Bell, BellOff, Check, Eye, EyeOff, Moon, Sun, Wifi, WifiOff, X, type LucideIcon } from 'lucide-react';

/** Which pair of icons a toggle's thumb shows for off and on. */
export type ToggleIconType = 'theme' | 'notification' | 'visibility' | 'wifi' | 'check';

export const TOGGLE_ICONS: Record<ToggleIconType, { on: LucideIcon; off: LucideIcon }> = {
  theme: { on: Moon, off: Sun },
  notification: { on: Bell, off: BellOff },
  visibility: { on: Eye, off: EyeOff },
  wifi: { on: Wifi, off: WifiOff },
  check: { on: Check, off: X },
};
