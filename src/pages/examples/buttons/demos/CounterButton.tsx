import { useState } from 'react';
import { AnimatePresence, m } from 'framer-motion';
import { styled } from 'styled-components';
import { Button, useMotionTokens } from '@motion-kit/react';

export function CounterButton() {
  const { seconds, easing } = useMotionTokens();
  const [count, setCount] = useState(0);
  return (
    <Button variant="primary" onClick={() => setCount((value) => value + 1)}>
      {/* The space is text too, so the label reads "Count: 3" to find-in-page and copy as well. */}
      Count:{' '}
      <Digits>
        <AnimatePresence mode="popLayout" initial={false}>
          <m.span
            key={count}
            initial={{ y: '-100%', opacity: 0 }}
            animate={{ y: 0, opacity: 1 }}
            exit={{ y: '100%', opacity: 0 }}
            transition={{ duration: seconds('fast'), ease: easing('spring') }}
          >
            {count}
          </m.span>
        </AnimatePresence>
      </Digits>
    </Button>
  );
}

const Digits = styled.span`
  display: inline-flex;
  overflow: hidden;
  min-width: 2ch;
  font-variant-numeric: tabular-nums;
`;
