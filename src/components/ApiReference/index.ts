export { ApiReference } from './ApiReference';
