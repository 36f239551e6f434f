import { useContext, useEffect, useReducer, type ReactNode } from 'react';
import { LazyMotion, type FeatureBundle, type LazyFeatureBundle } from 'framer-motion';
import { FeaturesContext } from './featuresContext';

// What each of an app's feature loaders resolved to (or that it failed), shared by every part: a part that
// mounts afterwards gets the bundle itself, which LazyMotion loads as it renders.
const loaded = new WeakMap<LazyFeatureBundle, FeatureBundle | 'failed'>();
const loading = new WeakMap<LazyFeatureBundle, Promise<unknown>>();

function load(loader: LazyFeatureBundle): Promise<unknown> {
  let promise = loading.get(loader);
  if (!promise) {
    promise = loader().then(
      (bundle) => loaded.set(loader, bundle),
      () => loaded.set(loader, 'failed'),
    );
    loading.set(loader, promise);
  }
  return promise;
}

/**
 * Whether the kit's animated parts can mount now: true unless MotionKitProvider's features are a loader
 * that has not resolved yet. A framer-motion element mounted before its features arrive never plays its
 * entrance (a dialog stays transparent) and AnimatePresence never sees its exit end (the dialog, and the
 * inert page behind it, stay), so a part opened that early waits for them: while `needed`, they load now.
 * A loader that fails lets the parts mount without animation.
 */
export function useFeaturesReady(needed: boolean): boolean {
  const features = useContext(FeaturesContext);
  const loader = typeof features === 'function' ? features : undefined;
  const ready = !loader || loaded.has(loader);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!needed || ready || !loader) return;
    let live = true;
    void load(loader).then(() => {
      if (live) rerender();
    });
    return () => {
      live = false;
    };
  }, [needed, ready, loader]);
  return ready;
}

/**
 * framer-motion's LazyMotion with MotionKitProvider's features, around one animated part. Without
 * features the part renders as it is: inside an app's own LazyMotion it animates with those, otherwise
 * it appears and leaves without animation. Render the part only once `useFeaturesReady` says so.
 */
export function WithFeatures({ children }: { children: ReactNode }) {
  const features = useContext(FeaturesContext);
  if (!features) return children;
  const bundle = typeof features === 'function' ? loaded.get(features) : features;
  return (
    <LazyMotion features={bundle && bundle !== 'failed' ? bundle : (features as LazyFeatureBundle)} strict>
      {children}
    </LazyMotion>
  );
}
