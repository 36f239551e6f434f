export { Input } from './Input';
export type { InputProps, InputLabelPosition } from './Input';
export type { FieldVariant, FieldSize } from './Input.styles';
export { fieldMessage } from '../../lib/fieldMessage';
export type { FieldMessage, FieldMessageKind } from '../../lib/fieldMessage';
/** Field building blocks shared with Select (label, control box, message). */
export * as FieldParts from './Input.styles';
