export { TabsExample as default } from './TabsExample';
