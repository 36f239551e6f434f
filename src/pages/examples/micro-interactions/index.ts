export { MicroInteractionsExample as default } from './MicroInteractionsExample';
