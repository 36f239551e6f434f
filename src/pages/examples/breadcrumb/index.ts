export { BreadcrumbExample as default } from './BreadcrumbExample';
