// Loaded when the page is idle after hydration (AnimationFeatures): animations, exit animations and
// press/hover/focus gestures. Drag (Modal, Drawer) brings domMax itself, only on the pages that use it.
export { domAnimation as default } from 'framer-motion';
