export { TogglesExample as default } from './TogglesExample';
