export { AdaptiveFormsExample as default } from './AdaptiveFormsExample';
