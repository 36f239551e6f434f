import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildTokens } from '../../../../scripts/tokens/build.mjs';
import motionJson from '../../../../tokens/motion.json';
import { modalMotion } from '../components/Modal';
import { drawerMotion } from '../components/Drawer';
import { toastMotion } from '../components/Toast';
import { commandPaletteMotion } from '../components/CommandPalette';
import {
  motionProps,
  resolveTiming,
  scaledDurationVars,
  transitionFor,
  type MotionDeclaration,
  type MotionTiming,
  type MotionTokenValues,
} from './motionSpec';

const DECLARATIONS: MotionDeclaration[] = [modalMotion, drawerMotion, toastMotion, commandPaletteMotion];

/** The token JSON as a designer wrote it: "300ms" and [x1, y1, x2, y2]. */
const source = motionJson.motion as unknown as {
  duration: Record<string, { $value: string }>;
  easing: Record<string, { $value: number[] }>;
  spring: Record<string, { $extensions: Record<string, { stiffness: number; damping: number; mass: number }> }>;
};
const jsonMs = (name: string) => parseFloat(source.duration[name]!.$value);

function timingsOf(declaration: MotionDeclaration): MotionTiming[] {
  return Object.values(declaration.parts).flatMap((part) => [part.enter, ...(part.exitTiming ? [part.exitTiming] : [])]);
}

describe('the timings of every declared component', () => {
  it.each(DECLARATIONS.map((d) => [d.component, d] as const))('%s: resolve to the token JSON values of its durations, easings and springs', (_, declaration) => {
    const shown = timingsOf(declaration).map((timing) => resolveTiming(timing));
    expect(shown.length).toBeGreaterThan(0);
    for (const timing of shown) {
      if (timing.kind === 'tween') {
        const durationName = timing.durationToken.split('.').pop()!;
        const easingName = timing.easingToken.split('.').pop()!;
        expect(timing.durationMs).toBe(jsonMs(durationName));
        expect([...timing.easing]).toEqual(source.easing[easingName]!.$value);
      } else {
        const springName = timing.springToken.split('.').pop()!;
        const { stiffness, damping, mass } = timing.spring;
        expect({ stiffness, damping, mass }).toEqual(source.spring[springName]!.$extensions['com.motion-kit.spring']);
      }
    }
  });
});

describe('playback speed', () => {
  it('divides tween durations by the speed: 0.25x plays four times as long', () => {
    const timing = resolveTiming({ duration: 'normal', easing: 'emphasized' });
    expect(transitionFor(timing, 1)).toMatchObject({ duration: jsonMs('normal') / 1000 });
    expect(transitionFor(timing, 0.25)).toMatchObject({ duration: (jsonMs('normal') * 4) / 1000 });
  });

  it('slows a spring by scaling stiffness by speed² and damping by speed, keeping its damping ratio', () => {
    const timing = resolveTiming({ spring: 'snappy' });
    const normal = transitionFor(timing, 1) as { stiffness: number; damping: number; mass: number };
    const slow = transitionFor(timing, 0.5) as typeof normal;
    const ratio = (t: typeof normal) => t.damping / (2 * Math.sqrt(t.stiffness * t.mass));
    const frequency = (t: typeof normal) => Math.sqrt(t.stiffness / t.mass);
    expect(ratio(slow)).toBeCloseTo(ratio(normal), 10);
    expect(frequency(slow)).toBeCloseTo(frequency(normal) / 2, 10);
  });

  it('gives a frame its duration variables divided by the speed', () => {
    const vars = scaledDurationVars(0.25);
    expect(vars['--motion-duration-normal']).toBe(`${jsonMs('normal') * 4}ms`);
    expect(vars['--motion-stagger-list']).toBe('400ms');
    expect(Object.keys(vars)).toContain('--motion-spring-snappy-duration');
  });

  it('drops the transforms under reduced motion and keeps the fade', () => {
    const props = motionProps(modalMotion.parts.panel, { speed: 1, reduced: true });
    expect(props.initial).toEqual({ opacity: 0 });
    expect(props.exit).toMatchObject({ opacity: 0 });
    expect(props.exit).not.toHaveProperty('y');
  });
});

describe('a token edit', () => {
  it('flows into the built constants, the CSS, the resolved timings and the transition, with no code change', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'motion-edit-'));
    try {
      await cp('tokens', path.join(root, 'tokens'), { recursive: true });
      await cp('style-dictionary.config.json', path.join(root, 'style-dictionary.config.json'));
      const file = path.join(root, 'tokens', 'motion.json');
      const edited = JSON.parse(await readFile(file, 'utf8'));
      edited.motion.duration.normal.$value = '900ms';
      edited.motion.easing.emphasized.$value = [0.5, 0, 0.5, 1];
      edited.motion.spring.snappy.$extensions['com.motion-kit.spring'].stiffness = 200;
      await writeFile(file, JSON.stringify(edited));
      const outDir = path.join(root, 'build');
      const result = await buildTokens({ root, outDir });
      expect(result.ok ? [] : result.errors).toEqual([]);

      const css = await readFile(path.join(outDir, 'css', 'tokens.css'), 'utf8');
      expect(css).toContain('--motion-duration-normal: 900ms;');
      expect(css).toContain('--motion-easing-emphasized: cubic-bezier(0.5, 0, 0.5, 1);');
      const built = (await import(/* @vite-ignore */ pathToFileURL(path.join(outDir, 'ts', 'tokens.ts')).href)) as { motionTokens: MotionTokenValues };
      const tokens = built.motionTokens;

      expect(resolveTiming(modalMotion.parts.panel.enter, tokens)).toMatchObject({ durationMs: 900, easing: [0.5, 0, 0.5, 1] });
      expect(motionProps(modalMotion.parts.panel, { speed: 1, reduced: false }, undefined, tokens).transition).toEqual({ duration: 0.9, ease: [0.5, 0, 0.5, 1] });
      const toast = resolveTiming(toastMotion.parts.item.enter, tokens);
      expect(toast).toMatchObject({ spring: { stiffness: 200 } });
      expect(toast.durationMs).not.toBe(resolveTiming(toastMotion.parts.item.enter).durationMs);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }, 30_000);
});
