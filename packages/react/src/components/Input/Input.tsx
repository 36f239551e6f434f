import { forwardRef, useId, useImperativeHandle, useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { AlertCircle, CheckCircle2, Eye, EyeOff, X } from 'lucide-react';
import { fieldMessage } from '../../lib/fieldMessage';
import { Spinner } from '../Spinner';
import * as S from './Input.styles';
import type { FieldSize, FieldVariant } from './Input.styles';

/** Where an input's label sits: inside the field, floating up when it has a value, or always above it. */
export type InputLabelPosition = 'floating' | 'fixed';

/** Props of Input; other attributes go to the input element. */
export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** The field's visible label and accessible name. */
  label: string;
  /** Where the label sits (default 'fixed'). */
  labelPosition?: InputLabelPosition;
  /** Help text under the field, linked as its description. */
  hint?: string;
  /** Outranks success and hint; marks the field aria-invalid. */
  error?: string;
  /** A confirmation under the field, shown when there is no error. */
  success?: string;
  /** Decorative icon before the value. */
  icon?: ReactNode;
  /** Shows a 'Clear' button while the field has a value; it empties the field and refocuses it. */
  clearable?: boolean;
  /** Shows a clear button that calls this; the app empties the value. */
  onClear?: () => void;
  /** Look of the field (default 'default'). */
  variant?: FieldVariant;
  /** Height and text size (default 'md'). */
  size?: FieldSize;
  /** Shows a spinner in the field and marks it busy. */
  loading?: boolean;
  /** Fills the width of its container. */
  fullWidth?: boolean;
}

// Sets the value the way typing does, so React's onChange fires for controlled and uncontrolled fields alike.
function setNativeValue(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A labelled text field; its one message (error > success > hint) is tied with aria-describedby. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  {
    label,
    labelPosition = 'fixed',
    hint,
    error,
    success,
    icon,
    clearable = false,
    onClear,
    variant = 'default',
    size = 'md',
    loading = false,
    fullWidth = true,
    type = 'text',
    id,
    className,
    disabled,
    value,
    defaultValue,
    onChange,
    placeholder,
    'aria-describedby': describedByProp,
    ...rest
  },
  ref,
) {
  const baseId = useId();
  const inputId = id ?? `${baseId}-input`;
  const messageId = `${baseId}-message`;
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement);

  const [revealed, setRevealed] = useState(false);
  // Tracks emptiness for uncontrolled use so the Clear button can appear and disappear.
  const [uncontrolledFilled, setUncontrolledFilled] = useState(Boolean(defaultValue));
  const filled = value !== undefined ? String(value).length > 0 : uncontrolledFilled;

  const message = fieldMessage({ error, success, hint });
  const describedBy = [message ? messageId : null, describedByProp].filter(Boolean).join(' ') || undefined;
  const floating = labelPosition === 'floating';
  const isPassword = type === 'password';
  const state = error ? 'error' : success ? 'success' : undefined;

  const clear = () => {
    const input = inputRef.current;
    if (!input) return;
    setNativeValue(input, '');
    onClear?.();
    input.focus();
  };

  const labelElement = floating ? (
    <S.FloatingLabel htmlFor={inputId} $size={size} $withIcon={Boolean(icon)}>
      {label}
    </S.FloatingLabel>
  ) : null;

  return (
    <S.Field className={className} $fullWidth={fullWidth}>
      {!floating && <S.FixedLabel htmlFor={inputId}>{label}</S.FixedLabel>}
      <S.Control $variant={variant} $size={size} $state={state} $floating={floating} data-disabled={disabled || undefined}>
        {icon && <S.Adornment aria-hidden="true">{icon}</S.Adornment>}
        <S.NativeInput
          ref={inputRef}
          id={inputId}
          type={isPassword && revealed ? 'text' : type}
          value={value}
          defaultValue={defaultValue}
          disabled={disabled}
          // The floating label relies on :placeholder-shown, so an empty field always has a placeholder.
          placeholder={placeholder ?? (floating ? ' ' : undefined)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-busy={loading || undefined}
          onChange={(event) => {
            setUncontrolledFilled(event.target.value.length > 0);
            onChange?.(event);
          }}
          $size={size}
          $floating={floating}
          {...rest}
        />
        {labelElement}
        <S.Trailing>
          {loading && <Spinner size="sm" label={`Checking ${label}`} />}
          {!loading && error && <AlertCircle size={16} aria-hidden="true" />}
          {!loading && !error && success && <CheckCircle2 size={16} aria-hidden="true" />}
          {clearable && filled && !disabled && (
            <S.IconButton type="button" aria-label="Clear" onClick={clear}>
              <X size={16} aria-hidden="true" />
            </S.IconButton>
          )}
          {isPassword && (
            <S.IconButton
              type="button"
              // The name says what a press does, so it carries no aria-pressed: APG's toggle buttons keep
              // one label, and "Hide password, pressed" would state the same thing twice.
              aria-label={revealed ? 'Hide password' : 'Show password'}
              aria-controls={inputId}
              disabled={disabled}
              onClick={() => setRevealed((shown) => !shown)}
            >
              {revealed ? <EyeOff size={16} aria-hidden="true" /> : <Eye size={16} aria-hidden="true" />}
            </S.IconButton>
          )}
        </S.Trailing>
      </S.Control>
      {message && (
        <S.Message id={messageId} $kind={message.kind} role={message.kind === 'error' ? 'alert' : undefined}>
          {message.text}
        </S.Message>
      )}
    </S.Field>
  );
});
