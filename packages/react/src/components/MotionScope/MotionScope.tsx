// The playback of the motion inside one part of the page (a docs preview): its speed, its reduced-motion
// variant and whether it is paused. Kit components read their transitions through `useMotionParts` (or
// tokens through `useMotionTokens`), so a scope slows or reduces them without touching the rest of the page.
// React context reaches portalled dialogs; CSS custom properties do not, so every animated part also
// carries the scope's scaled duration variables and data attributes on its own element.
import { useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { MotionConfig, useReducedMotion } from 'framer-motion';
import { motionTokens } from '@motion-kit/tokens';
import {
  NORMAL_PLAYBACK,
  motionProps,
  resolveTiming,
  scaledDurationVars,
  transitionFor,
  type DurationName,
  type EasingName,
  type MotionDeclaration,
  type SpringName,
} from '../../theme/motionSpec';
import { MotionScopeContext, useMotionScope, type MotionStartListener, type MotionScopeValue } from './motionScopeContext';

export { useMotionScope, type MotionScopeValue, type MotionStart, type MotionStartListener } from './motionScopeContext';

/** Props of MotionScope. */
export interface MotionScopeProps {
  /** 1 is normal speed; 0.25 plays every declared duration four times as long. */
  speed?: number;
  /** Shows the reduced-motion variant of everything inside, whatever the operating system says. */
  reduced?: boolean;
  /** Holds the kit's animations inside the scope at their start. */
  paused?: boolean;
  /** Used as `data-motion-scope`, so the scope's elements (portalled ones too) can be found. */
  id: string;
  /** The part of the app the settings apply to. */
  children: ReactNode;
}

/** Slows, reduces or pauses the kit's animations inside it, for a motion preview or a demo. */
export function MotionScope({ speed = 1, reduced = false, paused = false, id, children }: MotionScopeProps) {
  const [listeners] = useState(() => new Set<MotionStartListener>());
  const value = useMemo<MotionScopeValue>(
    () => ({
      id,
      speed,
      reduced,
      paused,
      announce: (start) => listeners.forEach((listener) => listener(start)),
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    }),
    [id, speed, reduced, paused, listeners],
  );
  return (
    <MotionScopeContext.Provider value={value}>
      {/* "always" drops transform animations (opacity stays), as "user" does for a visitor who asked. */}
      <MotionConfig reducedMotion={reduced ? 'always' : 'user'}>{children}</MotionConfig>
    </MotionScopeContext.Provider>
  );
}

/**
 * What an element of a scope carries: the scaled duration variables (CSS transitions inside follow the
 * scope's speed) and the attributes that mark it as the scope's (reduced CSS motion, pausing).
 */
export function scopeAttributes(scope: MotionScopeValue | null): { style?: CSSProperties; 'data-motion-scope'?: string; 'data-motion-reduced'?: '' } {
  if (!scope) return {};
  return {
    style: (scope.speed === 1 ? undefined : scaledDurationVars(scope.speed)) as CSSProperties | undefined,
    'data-motion-scope': scope.id,
    'data-motion-reduced': scope.reduced ? '' : undefined,
  };
}

/** The playback in effect here: the scope's, with the visitor's own reduced-motion setting on top. */
function usePlayback(given?: MotionScopeValue) {
  const context = useMotionScope();
  const scope = given ?? context;
  const osReduced = useReducedMotion() ?? false;
  return { scope, playback: { speed: scope?.speed ?? NORMAL_PLAYBACK.speed, reduced: osReduced || (scope?.reduced ?? false) } };
}

const sameValues = (a: object, b: object) => Object.entries(b).every(([key, value]) => (a as Record<string, unknown>)[key] === value);

/**
 * The framer-motion props of every part of a declared component, at the playback in effect: spread them
 * on the part's `m` element (`<Panel {...motion.panel} />`). `variant` picks a declared hidden state
 * (Drawer's direction). `scopeOfOrigin` is the scope of whatever opened it, for a part rendered outside
 * it (a toast lives in the app's viewport).
 */
export function useMotionParts<D extends MotionDeclaration>(declaration: D, variant?: string, scopeOfOrigin?: MotionScopeValue) {
  const { scope, playback } = usePlayback(scopeOfOrigin);
  const attributes = scopeAttributes(scope);
  const parts = {} as Record<keyof D['parts'], ReturnType<typeof motionProps> & ReturnType<typeof scopeAttributes> & { onAnimationStart?: (definition: unknown) => void }>;
  for (const [name, part] of Object.entries(declaration.parts)) {
    const props = motionProps(part, playback, variant);
    parts[name as keyof D['parts']] = {
      ...props,
      ...attributes,
      onAnimationStart: scope
        ? (definition: unknown) => {
            const entering = typeof definition === 'object' && definition !== null && sameValues(definition, part.shown);
            scope.announce({ component: declaration.component, part: name, phase: entering ? 'enter' : 'exit', at: performance.now() });
          }
        : undefined,
    };
  }
  return parts;
}

/**
 * Token timings at the playback in effect, for motion that is not a declared part (demos, gestures):
 * `seconds('slow')` is 2 at 0.25x. Under reduced motion `moves` is false: keep only the fade.
 */
export function useMotionTokens() {
  const { playback } = usePlayback();
  return {
    speed: playback.speed,
    moves: !playback.reduced,
    seconds: (name: DurationName) => motionTokens.duration[name] / 1000 / playback.speed,
    easing: (name: EasingName) => [...motionTokens.easing[name]] as [number, number, number, number],
    spring: (name: SpringName) => transitionFor(resolveTiming({ spring: name }), playback.speed),
  };
}
