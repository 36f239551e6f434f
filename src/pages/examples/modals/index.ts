export { ModalsExample as default } from './ModalsExample';
