// framer-motion's drag and layout features, loaded only on the pages whose dialogs can be dragged to close.
export { domMax as default } from 'framer-motion';
