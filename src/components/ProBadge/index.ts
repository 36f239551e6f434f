export { ProBadge } from './ProBadge';
