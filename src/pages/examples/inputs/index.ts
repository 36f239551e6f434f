export { InputsExample as default } from './InputsExample';
