export { ToastExample as default } from './ToastExample';
