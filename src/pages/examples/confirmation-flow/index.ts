export { ConfirmationFlowExample as default } from './ConfirmationFlowExample';
