// framer-motion's features for the whole site, loaded once the page is idle (Providers): animations,
// exit animations, gestures, and drag and layout (the dialogs' drag-to-close, the toasts' reflow).
export { domMax as default } from 'framer-motion';
