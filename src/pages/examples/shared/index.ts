export { ExamplePage } from './ExamplePage';
export type { ExamplePageProps } from './ExamplePage';
export { ExampleSection } from './ExampleSection';
export type { ExampleSectionProps } from './ExampleSection';
export { deferredApiReference } from './deferredApiReference';
