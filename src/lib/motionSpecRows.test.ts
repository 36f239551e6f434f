import { describe, expect, it } from 'vitest';
import { motionTokens } from '@motion-kit/tokens';
import { commandPaletteMotion, drawerMotion, modalMotion, resolveTiming, toastMotion, type MotionDeclaration } from '@motion-kit/react';
import { easingAt, easingPath, motionSpecRows } from './motionSpecRows';

const DECLARATIONS: MotionDeclaration[] = [modalMotion, drawerMotion, toastMotion, commandPaletteMotion];

describe('the spec panel of every declared component', () => {
  it.each(DECLARATIONS.map((d) => [d.component, d] as const))('%s: a row per part, with the timings the kit resolves', (_, declaration) => {
    const rows = motionSpecRows(declaration);
    expect(rows.map((row) => row.part)).toEqual(Object.keys(declaration.parts));
    for (const row of rows) {
      const part = declaration.parts[row.part]!;
      expect(row.enter).toEqual(resolveTiming(part.enter));
      expect(row.exit).toEqual(resolveTiming(part.exitTiming ?? part.enter));
    }
  });

  it('describes what moves and what the reduced variant keeps', () => {
    const [panel] = motionSpecRows(modalMotion);
    expect(panel?.moves).toEqual(['opacity 0 → 1', 'y 24 → 0', 'scale 0.97 → 1']);
    expect(panel?.reducedMoves).toEqual(['opacity 0 → 1']);
  });

  it('shows the values and curve of edited tokens', () => {
    const edited = { ...motionTokens, duration: { ...motionTokens.duration, normal: 900 }, easing: { ...motionTokens.easing, emphasized: [0.5, 0, 0.5, 1] } };
    const [panel] = motionSpecRows(modalMotion, edited);
    expect(panel?.enter).toMatchObject({ durationMs: 900, easing: [0.5, 0, 0.5, 1] });
    expect(easingPath(panel!.enter)).not.toBe(easingPath(motionSpecRows(modalMotion)[0]!.enter));
  });
});

describe('easing curves', () => {
  it('start at 0 and end at 1, and a spring overshoots', () => {
    const tween = resolveTiming({ duration: 'normal', easing: 'emphasized' });
    expect(easingAt(tween, 0)).toBeCloseTo(0, 5);
    expect(easingAt(tween, 1)).toBeCloseTo(1, 5);
    const bouncy = resolveTiming({ spring: 'bouncy' });
    expect(Math.max(...Array.from({ length: 50 }, (_, i) => easingAt(bouncy, i / 49)))).toBeGreaterThan(1.05);
  });
});
