// framer-motion's animation features (use domMax instead for the dialogs' drag-to-close).
export { domAnimation as default } from 'framer-motion';
