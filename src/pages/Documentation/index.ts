export { DocumentationPage as default } from './DocumentationPage';
