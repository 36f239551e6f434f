export { ButtonsExample as default } from './ButtonsExample';
