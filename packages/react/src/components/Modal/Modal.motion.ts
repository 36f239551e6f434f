// Modal's motion, declared once: Modal and the docs' spec panel both read it.
import { defineMotion } from '../../theme/motionSpec';
import { dialogMotion } from '../Dialog';

/** The modal's motion: its dialog and backdrop, as the spec panel shows it. */
export const modalMotion = defineMotion({
  component: 'Modal',
  parts: {
    panel: {
      label: 'Panel',
      hidden: { opacity: 0, y: 24, scale: 0.97 },
      shown: { opacity: 1, y: 0, scale: 1 },
      // Moving or scaling on exit under reduced motion would jump by that much, then fade.
      reduced: { opacity: 0 },
      enter: { duration: 'normal', easing: 'emphasized' },
    },
    backdrop: dialogMotion.parts.backdrop,
  },
});
