// framer-motion's animations, exit animations and gestures, for the parts MotionFeatures wraps.
export { domAnimation as default } from 'framer-motion';
