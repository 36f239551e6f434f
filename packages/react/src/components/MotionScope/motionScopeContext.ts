// The scope a component sits in, apart from the provider and the motion tables: the app shell (the
// toast viewport) asks which scope opened a toast without bringing the motion spec into every page.
import { createContext, useContext } from 'react';

/** A part of a declared component started moving: the spec panel's curve marker follows it. */
export interface MotionStart {
  /** The component whose animation starts, such as 'Modal'. */
  component: string;
  /** Its animated part, such as 'panel'. */
  part: string;
  /** Whether the part is entering or leaving. */
  phase: 'enter' | 'exit';
  /** performance.now() when it started. */
  at: number;
}

/** Called as a kit animation starts inside a MotionScope. */
export type MotionStartListener = (start: MotionStart) => void;

/** What a MotionScope gives the kit's components inside it. */
export interface MotionScopeValue {
  /** Names the scope's elements in the DOM (`data-motion-scope`), portalled ones included. */
  id: string;
  /** Playback speed, 1 for normal. */
  speed: number;
  /** Whether animations play their reduced-motion variant. */
  reduced: boolean;
  /** Whether animations are held at their start. */
  paused: boolean;
  /** Tells the scope's listeners an animation starts. */
  announce: (start: MotionStart) => void;
  /** Adds a listener for animation starts; returns its removal. */
  subscribe: (listener: MotionStartListener) => () => void;
}

export const MotionScopeContext = createContext<MotionScopeValue | null>(null);

/** The scope around this component, or null on the page outside any preview. */
export function useMotionScope(): MotionScopeValue | null {
  return useContext(MotionScopeContext);
}
