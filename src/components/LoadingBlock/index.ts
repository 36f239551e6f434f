export { LoadingBlock } from './LoadingBlock';
