// The animation features MotionKitProvider was given, for the kit's animated parts. Kept apart from
// framer-motion's LazyMotion: the provider holds them without importing it, so an app pays for
// framer-motion's element core only where an animated part (a dialog, the palette, toasts) is used.
import { createContext } from 'react';
import type { FeatureBundle, LazyFeatureBundle } from 'framer-motion';

/** framer-motion's features: a bundle (`domAnimation`, `domMax`) or a loader in the app's code. */
export type AnimationFeatures = FeatureBundle | LazyFeatureBundle;

export const FeaturesContext = createContext<AnimationFeatures | undefined>(undefined);
