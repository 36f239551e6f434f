export { Alert, alertRole } from './Alert';
export type { AlertProps, AlertType } from './Alert';
