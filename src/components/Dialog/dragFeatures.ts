// framer-motion's drag and layout features, loaded only where a dialog can be dragged to close.
export { domMax as default } from 'framer-motion';
