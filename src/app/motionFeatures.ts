// framer-motion's features for the whole site, loaded once the page is idle (Providers): animations,
// exit animations and gestures. Pages with draggable dialogs add drag (src/components/DragFeatures).
export { domAnimation as default } from 'framer-motion';
