export { DragFeatures } from './DragFeatures';
