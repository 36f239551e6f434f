import { m } from 'framer-motion';
import { seconds, easing } from '@motion-kit/react/motion';

export function Panel({ open }: { open: boolean }) {
  return (
    <m.div
      animate={{ x: open ? 80 : 0, rotate: open ? 90 : 0 }}
      transition={{ duration: seconds('slow'), ease: easing('emphasized') }}
    />
  );
}
