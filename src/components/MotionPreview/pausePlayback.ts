// Pausing the motion inside one preview. framer-motion has no scoped pause (MotionGlobalConfig is
// page-wide), so this reaches each running animation itself: CSS transitions, CSS animations and Web
// Animations through `getAnimations`, framer-motion's own (JS-driven) animations through the motion
// values of the elements' visual elements. Both kinds pause and resume where they were.
import { visualElementStore } from 'framer-motion';

interface Pausable {
  pause(): void;
  play(): void;
  readonly state?: string;
  readonly playState?: string;
}

function animationsUnder(root: Element): Pausable[] {
  const found: Pausable[] = [];
  if (typeof root.getAnimations === 'function') {
    found.push(...root.getAnimations({ subtree: true }).filter((animation) => animation.playState === 'running'));
  }
  for (const element of [root, ...root.querySelectorAll('*')]) {
    const visual = visualElementStore.get(element);
    if (!visual) continue;
    for (const value of visual.values.values()) {
      const animation = value.animation as Pausable | undefined;
      if (animation && animation.state !== 'paused' && animation.state !== 'finished') found.push(animation);
    }
  }
  return found;
}

/**
 * Holds every animation under `roots()` paused, including ones that start while paused (checked every
 * frame), until the returned function resumes exactly those.
 */
export function holdAnimations(roots: () => Element[]): () => void {
  const held = new Set<Pausable>();
  let frame = 0;
  const sweep = () => {
    for (const root of roots()) {
      for (const animation of animationsUnder(root)) {
        animation.pause();
        held.add(animation);
      }
    }
    frame = requestAnimationFrame(sweep);
  };
  sweep();
  return () => {
    cancelAnimationFrame(frame);
    for (const animation of held) animation.play();
    held.clear();
  };
}
