// Plots of an easing's cubic-bezier curve and a spring's motion, progress upwards over time.
import { springPosition } from '../../../scripts/tokens/spring.mjs';
import type { SpringPhysics } from './draft';
import * as S from './Studio.styles';

// Room above and below for overshoot (a spring easing's y reaches 1.56).
const VIEW_BOX = '-0.05 -0.7 1.1 2.1';
const y = (progress: number) => (1 - progress).toFixed(4);

export function BezierPlot({ curve, label }: { curve: readonly number[]; label: string }) {
  const [x1 = 0, y1 = 0, x2 = 1, y2 = 1] = curve;
  return (
    <S.Plot viewBox={VIEW_BOX} preserveAspectRatio="none" role="img" aria-label={label}>
      <line x1="0" y1="1" x2="1" y2="1" />
      <line x1="0" y1="0" x2="1" y2="0" />
      <path d={`M0,1 C${x1},${y(y1)} ${x2},${y(y2)} 1,0`} />
    </S.Plot>
  );
}

export function SpringPlot({ spring, durationMs, label }: { spring: SpringPhysics; durationMs: number; label: string }) {
  const points = Array.from({ length: 61 }, (_, i) => `${(i / 60).toFixed(4)},${y(springPosition(spring, ((i / 60) * durationMs) / 1000))}`);
  return (
    <S.Plot viewBox={VIEW_BOX} preserveAspectRatio="none" role="img" aria-label={label}>
      <line x1="0" y1="1" x2="1" y2="1" />
      <line x1="0" y1="0" x2="1" y2="0" />
      <path d={`M${points.join(' L')}`} />
    </S.Plot>
  );
}
