export { ExamplesIndexPage as default } from './ExamplesIndexPage';
