// Drawer's motion, declared once: Drawer and the docs' spec panel both read it. The backdrop is
// the one every dialog shares (Dialog.motion).
import { defineMotion } from '../../theme/motionSpec';

/** The drawer's motion: its panel and backdrop, per direction, as the spec panel shows it. */
export const drawerMotion = defineMotion({
  component: 'Drawer',
  parts: {
    panel: {
      label: 'Panel',
      hidden: { x: '100%' },
      shown: { x: 0, y: 0, opacity: 1 },
      // The edge it slides from (the `direction` prop).
      variants: { left: { x: '-100%' }, right: { x: '100%' }, top: { y: '-100%' }, bottom: { y: '100%' } },
      reduced: { opacity: 0 },
      enter: { duration: 'normal', easing: 'emphasized' },
    },
  },
});
