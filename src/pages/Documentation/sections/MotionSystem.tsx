import { useState } from 'react';
import styled from 'styled-components';
import { m } from 'framer-motion';
import { Button, CodeBlock, theme, useMotionTokens } from '@motion-kit/react';
import { durationsMs, easings } from '@motion-kit/react/motion';
import { Block, BlockTitle, Chip, ChipList, PreviewRow, Text } from '../Documentation.styles';
import TOKENS_CODE from '../samples/motion-system/Panel.tsx?raw';
import GESTURE_CODE from '../samples/motion-system/PressMe.tsx?raw';

/** How far the preview box travels: short enough for a 375 px screen. */
const PREVIEW_TRAVEL_PX = 80;

export function MotionSystem() {
  return (
    <>
      <Block>
        <BlockTitle>Durations and easings are tokens</BlockTitle>
        <Text>
          Components never hard-code timing. They read named durations and easings, so changing a token changes every
          animation that uses it.
        </Text>
        <ChipList aria-label="Motion durations">
          {Object.entries(durationsMs).map(([name, ms]) => (
            <Chip key={name}>
              motion-{name} {ms}ms
            </Chip>
          ))}
        </ChipList>
        <ChipList aria-label="Motion easings">
          {Object.keys(easings).map((name) => (
            <Chip key={name}>ease-{name}</Chip>
          ))}
        </ChipList>
        <CodeBlock
          code={TOKENS_CODE}
          language="tsx"
          title="Panel.tsx"
          preview={<PanelDemo />}
        />
      </Block>
      <Block>
        <BlockTitle>Gestures with spring easing</BlockTitle>
        <Text>
          Hover and press feedback uses the fast duration with the spring easing. Under reduced motion, transforms are
          switched off and only opacity changes remain.
        </Text>
        <CodeBlock
          code={GESTURE_CODE}
          language="tsx"
          title="PressMe.tsx"
          preview={<GestureDemo />}
        />
      </Block>
    </>
  );
}

/** The Panel.tsx sample, live. Its timings come through the preview's motion controls (speed, reduced). */
function PanelDemo() {
  const [open, setOpen] = useState(false);
  const { seconds, easing } = useMotionTokens();
  return (
    <PreviewRow>
      <Button variant="primary" onClick={() => setOpen((value) => !value)}>
        {open ? 'Reset' : 'Animate'}
      </Button>
      <Box
        aria-hidden="true"
        initial={false}
        animate={{ x: open ? PREVIEW_TRAVEL_PX : 0, rotate: open ? 90 : 0 }}
        transition={{ duration: seconds('slow'), ease: easing('emphasized') }}
      />
    </PreviewRow>
  );
}

function GestureDemo() {
  const { seconds, easing } = useMotionTokens();
  return (
    <GestureButton
      type="button"
      whileHover={{ scale: 1.04 }}
      whileTap={{ scale: 0.96 }}
      transition={{ duration: seconds('fast'), ease: easing('spring') }}
    >
      Press me
    </GestureButton>
  );
}

const Box = styled(m.div)`
  width: 48px;
  height: 48px;
  border-radius: ${theme.radius.md};
  background: linear-gradient(135deg, ${theme.color.primary['500']}, ${theme.color.secondary['500']});
`;

const GestureButton = styled(m.button)`
  min-height: 44px;
  padding: 0 ${theme.spacing['6']};
  border: 0;
  border-radius: ${theme.radius.full};
  background: ${theme.color['accent-bg']};
  color: ${theme.color['on-accent']};
  font-weight: ${theme.font.weight.semibold};
  cursor: pointer;
`;
