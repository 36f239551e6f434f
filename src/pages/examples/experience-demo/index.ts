export { ExperienceDemoExample as default } from './ExperienceDemoExample';
