export { LoadersExample as default } from './LoadersExample';
