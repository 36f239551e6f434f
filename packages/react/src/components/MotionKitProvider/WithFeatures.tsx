import { useContext, useEffect, useReducer, useState, type ReactNode } from 'react';
import { LazyMotion, type FeatureBundle, type LazyFeatureBundle } from 'framer-motion';
import { FeaturesContext } from './featuresContext';

// What each of an app's feature loaders resolved to (or that it failed), shared by every part: a part that
// mounts afterwards gets the bundle itself, which LazyMotion loads as it renders.
const loaded = new WeakMap<LazyFeatureBundle, FeatureBundle | 'failed'>();
// One load per loader, started by whichever part's LazyMotion mounts first (in its effect, so never on a server).
const shared = new WeakMap<LazyFeatureBundle, LazyFeatureBundle>();

function sharedLoader(loader: LazyFeatureBundle): LazyFeatureBundle {
  let once = shared.get(loader);
  if (!once) {
    let promise: ReturnType<LazyFeatureBundle> | undefined;
    once = () =>
      (promise ??= loader().then(
        (bundle) => {
          loaded.set(loader, bundle);
          return bundle;
        },
        // Offline, say: the parts go on without animation (plain elements), and LazyMotion gets an empty
        // bundle rather than a rejection nobody handles.
        () => {
          loaded.set(loader, 'failed');
          return {} as FeatureBundle;
        },
      ));
    shared.set(loader, once);
  }
  return once;
}

/**
 * Whether framer-motion elements can mount now and animate: MotionKitProvider's features are a bundle, or
 * a loader that has resolved (or there are none: an app's own LazyMotion or `motion` then animates them).
 */
function useFeaturesReady(): boolean {
  const features = useContext(FeaturesContext);
  if (typeof features !== 'function') return true;
  const bundle = loaded.get(features);
  return bundle !== undefined && bundle !== 'failed';
}

/**
 * Whether a part mounting now animates. A framer-motion element mounted before its features arrive never
 * plays its entrance (a dialog stays transparent), and one that gains them while mounted never ends its
 * exit (the dialog, and the inert page behind it, stay). So a part that appears before a lazy loader has
 * resolved renders plain elements, at once, and keeps them while it is shown: a visitor who opens the
 * palette and types straight away loses no key, and only the animation waits.
 */
export function useAnimatedOnMount(): boolean {
  const ready = useFeaturesReady();
  return useState(ready)[0];
}

/**
 * `useAnimatedOnMount` for a part that stays mounted and is shown and hidden (the palette, a dialog's
 * frame): decided as it is shown and held until it is shown again, so its exit plays (or not) as its
 * entrance did.
 */
export function useAnimatedWhileShown(shown: boolean): boolean {
  const ready = useFeaturesReady();
  const [held, setHeld] = useState({ shown, animated: ready });
  if (held.shown !== shown) {
    const next = { shown, animated: shown ? ready : held.animated };
    setHeld(next);
    return next.animated;
  }
  return held.animated;
}

/**
 * For a part that needs its features to work, not only to animate (a dialog that drags to close): whether
 * the app's loader has settled (resolved or failed; always, without one). While `needed`, it loads now
 * and the part renders again when it settles; a part opened before then appears a moment later.
 */
export function useFeaturesSettled(needed: boolean): boolean {
  const features = useContext(FeaturesContext);
  const loader = typeof features === 'function' ? features : undefined;
  const settled = !loader || loaded.has(loader);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!needed || settled || !loader) return;
    let live = true;
    const done = () => live && rerender();
    sharedLoader(loader)().then(done, done);
    return () => {
      live = false;
    };
  }, [needed, settled, loader]);
  return settled;
}

/**
 * framer-motion's LazyMotion with MotionKitProvider's features, around one animated part; a lazy loader
 * starts loading as the first part mounts. Without features the part renders as it is: inside an app's
 * own LazyMotion it animates with those, otherwise it appears and leaves without animation. Parts choose
 * between their animated and plain elements with `useAnimatedOnMount` or `useAnimatedWhileShown`.
 */
export function WithFeatures({ children }: { children: ReactNode }) {
  const features = useContext(FeaturesContext);
  if (!features) return children;
  const bundle = typeof features === 'function' ? loaded.get(features) : features;
  return (
    <LazyMotion features={bundle && bundle !== 'failed' ? bundle : sharedLoader(features as LazyFeatureBundle)} strict>
      {children}
    </LazyMotion>
  );
}
