// The backdrop's motion, declared once for every dialog: Modal and Drawer share the frame that draws it,
// and their spec panels list it beside their own panel.
import { defineMotion } from '../../theme/motionSpec';

export const dialogMotion = defineMotion({
  component: 'Dialog',
  parts: {
    backdrop: {
      label: 'Backdrop',
      hidden: { opacity: 0 },
      shown: { opacity: 1 },
      reduced: { opacity: 0 },
      enter: { duration: 'normal', easing: 'out' },
    },
  },
});
