// The command palette's motion, declared once: PaletteDialog and the docs' spec panel both read it.
import { defineMotion } from '../../theme/motionSpec';

/** The command palette's motion: its panel's enter and exit, as the spec panel shows it. */
export const commandPaletteMotion = defineMotion({
  component: 'CommandPalette',
  parts: {
    panel: {
      label: 'Panel',
      hidden: { opacity: 0, y: -12, scale: 0.98 },
      shown: { opacity: 1, y: 0, scale: 1 },
      exit: { opacity: 0, y: -8, scale: 0.98 },
      reduced: { opacity: 0 },
      enter: { duration: 'fast', easing: 'standard' },
    },
    overlay: {
      label: 'Overlay',
      hidden: { opacity: 0 },
      shown: { opacity: 1 },
      reduced: { opacity: 0 },
      enter: { duration: 'fast', easing: 'out' },
    },
  },
});
