// The scope a component sits in, apart from the provider and the motion tables: the app shell (the
// toast viewport) asks which scope opened a toast without bringing the motion spec into every page.
import { createContext, useContext } from 'react';

/** A part of a declared component started moving: the spec panel's curve marker follows it. */
export interface MotionStart {
  component: string;
  part: string;
  phase: 'enter' | 'exit';
  /** performance.now() when it started. */
  at: number;
}

export type Listener = (start: MotionStart) => void;

export interface MotionScopeValue {
  /** Names the scope's elements in the DOM (`data-motion-scope`), portalled ones included. */
  id: string;
  speed: number;
  reduced: boolean;
  paused: boolean;
  announce: (start: MotionStart) => void;
  subscribe: (listener: Listener) => () => void;
}

export const MotionScopeContext = createContext<MotionScopeValue | null>(null);

/** The scope around this component, or null on the page outside any preview. */
export function useMotionScope(): MotionScopeValue | null {
  return useContext(MotionScopeContext);
}
