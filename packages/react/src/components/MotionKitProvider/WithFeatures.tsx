import { useContext, type ReactNode } from 'react';
import { LazyMotion } from 'framer-motion';
import { FeaturesContext } from './featuresContext';

/**
 * framer-motion's LazyMotion with MotionKitProvider's features, around one animated part. Without
 * features the part renders as it is: inside an app's own LazyMotion it animates with those, otherwise
 * it appears and leaves without animation.
 */
export function WithFeatures({ children }: { children: ReactNode }) {
  const features = useContext(FeaturesContext);
  if (!features) return children;
  return (
    <LazyMotion features={features} strict>
      {children}
    </LazyMotion>
  );
}
