import { m } from 'framer-motion';
import { seconds, easing } from '@motion-kit/react/motion';

export function PressMe() {
  return (
    <m.button
      type="button"
      whileHover={{ scale: 1.04 }}
      whileTap={{ scale: 0.96 }}
      transition={{ duration: seconds('fast'), ease: easing('spring') }}
    >
      Press me
    </m.button>
  );
}
