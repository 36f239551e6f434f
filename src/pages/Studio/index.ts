export { StudioPage as default } from './StudioPage';
