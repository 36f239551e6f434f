// A toast's motion, declared once: ToastItem and the docs' spec panel both read it. It enters on the
// snappy spring and leaves faster than it came.
import { defineMotion } from '../../theme/motionSpec';

/** A toast's motion, per position, as the spec panel shows it. */
export const toastMotion = defineMotion({
  component: 'Toast',
  parts: {
    item: {
      label: 'Toast',
      hidden: { opacity: 0, y: 16, scale: 0.96 },
      shown: { opacity: 1, y: 0, scale: 1 },
      // Top-anchored toasts come down instead of up (the viewport's `position`).
      variants: { top: { opacity: 0, y: -16, scale: 0.96 }, bottom: { opacity: 0, y: 16, scale: 0.96 } },
      exit: { opacity: 0, scale: 0.96 },
      reduced: { opacity: 0 },
      enter: { spring: 'snappy' },
      exitTiming: { duration: 'fast', easing: 'accelerate' },
    },
  },
});
