// Loaded after first paint by LazyMotion: animation, gestures, drag and layout (drag-to-close needs domMax).
export { domMax as default } from 'framer-motion';
