import { MotionFeatures } from '../../../components/MotionFeatures';
import { useState } from 'react';
import { styled } from 'styled-components';
import { m } from 'framer-motion';
import { Button, theme, useMotionTokens } from '@motion-kit/react';
import { CodeBlock } from '../../../components/CodeBlock';
import { durationsMs, easings } from '@motion-kit/react/motion';
import * as S from '../Documentation.styles';
import TOKENS_CODE from '../samples/motion-system/Panel.tsx?raw';
import GESTURE_CODE from '../samples/motion-system/PressMe.tsx?raw';

/** How far the preview box travels: short enough for a 375 px screen. */
const PREVIEW_TRAVEL_PX = 80;

export function MotionSystem() {
  return (
    <MotionFeatures>
      <S.Block>
        <S.BlockTitle>Durations and easings are tokens</S.BlockTitle>
        <S.Text>
          Components never hard-code timing. They read named durations and easings, so changing a token changes every
          animation that uses it.
        </S.Text>
        <S.ChipList aria-label="Motion durations">
          {Object.entries(durationsMs).map(([name, ms]) => (
            <S.Chip key={name}>
              motion-{name} {ms}ms
            </S.Chip>
          ))}
        </S.ChipList>
        <S.ChipList aria-label="Motion easings">
          {Object.keys(easings).map((name) => (
            <S.Chip key={name}>ease-{name}</S.Chip>
          ))}
        </S.ChipList>
        <CodeBlock
          code={TOKENS_CODE}
          language="tsx"
          title="Panel.tsx"
          preview={<PanelDemo />}
        />
      </S.Block>
      <S.Block>
        <S.BlockTitle>Gestures with spring easing</S.BlockTitle>
        <S.Text>
          Hover and press feedback uses the fast duration with the spring easing. Under reduced motion, transforms are
          switched off and only opacity changes remain.
        </S.Text>
        <CodeBlock
          code={GESTURE_CODE}
          language="tsx"
          title="PressMe.tsx"
          preview={<GestureDemo />}
        />
      </S.Block>
    </MotionFeatures>
  );
}

/** The Panel.tsx sample, live. Its timings come through the preview's motion controls (speed, reduced). */
function PanelDemo() {
  const [open, setOpen] = useState(false);
  const { seconds, easing } = useMotionTokens();
  return (
    <S.PreviewRow>
      <Button variant="primary" onClick={() => setOpen((value) => !value)}>
        {open ? 'Reset' : 'Animate'}
      </Button>
      <Box
        aria-hidden="true"
        initial={false}
        animate={{ x: open ? PREVIEW_TRAVEL_PX : 0, rotate: open ? 90 : 0 }}
        transition={{ duration: seconds('slow'), ease: easing('emphasized') }}
      />
    </S.PreviewRow>
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
