export { AlertsExample as default } from './AlertsExample';
