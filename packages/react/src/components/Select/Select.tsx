import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { ChevronDown } from 'lucide-react';
import { fieldMessage, FieldParts as S, type FieldSize, type FieldVariant } from '../Input';
import { theme } from '../../theme/theme';

/** One option of a Select. */
export interface SelectOption {
  /** The value the select takes when this option is chosen. */
  value: string;
  /** The option's text. */
  label: string;
  /** Shown but not selectable. */
  disabled?: boolean;
}

/** Props of Select; other attributes go to the select element. */
export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  /** The field's visible label and accessible name. */
  label: string;
  /** Help text under the field, linked as its description. */
  hint?: string;
  /** An error under the field; marks it invalid. */
  error?: string;
  /** A confirmation under the field, shown when there is no error. */
  success?: string;
  /** Either `options` or <option> children. */
  options?: SelectOption[];
  /** A first, empty choice such as 'Choose a country'. */
  placeholder?: string;
  /** An icon inside the field, before the value. */
  icon?: ReactNode;
  /** Look of the field (default 'default'). */
  variant?: FieldVariant;
  /** Height and text size (default 'md'). */
  size?: FieldSize;
  /** Fills the width of its container. */
  fullWidth?: boolean;
}

/** A native <select> dressed like Input: same label, message rule (error > success > hint) and states. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    label,
    hint,
    error,
    success,
    options,
    placeholder,
    icon,
    variant = 'default',
    size = 'md',
    fullWidth = true,
    id,
    className,
    disabled,
    children,
    'aria-describedby': describedByProp,
    ...rest
  },
  ref,
) {
  const baseId = useId();
  const selectId = id ?? `${baseId}-select`;
  const messageId = `${baseId}-message`;
  const message = fieldMessage({ error, success, hint });
  const describedBy = [message ? messageId : null, describedByProp].filter(Boolean).join(' ') || undefined;
  const state = error ? 'error' : success ? 'success' : undefined;

  return (
    <S.Field className={className} $fullWidth={fullWidth}>
      <S.FixedLabel htmlFor={selectId}>{label}</S.FixedLabel>
      <S.Control $variant={variant} $size={size} $state={state} $floating={false} data-disabled={disabled || undefined}>
        {icon && <S.Adornment aria-hidden="true">{icon}</S.Adornment>}
        <NativeSelect
          ref={ref}
          id={selectId}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          $size={size}
          $floating={false}
          {...rest}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </NativeSelect>
        <Chevron aria-hidden="true">
          <ChevronDown size={16} />
        </Chevron>
      </S.Control>
      {message && (
        <S.Message id={messageId} $kind={message.kind} role={message.kind === 'error' ? 'alert' : undefined}>
          {message.text}
        </S.Message>
      )}
    </S.Field>
  );
});

const NativeSelect = styled.select<{ $size: FieldSize; $floating: boolean }>`
  ${S.nativeControl}
  appearance: none;
  padding-right: ${theme.spacing['10']};
  cursor: pointer;
  option { background: ${theme.color['surface-raised']}; color: ${theme.color.text}; }
`;

const Chevron = styled.span`
  position: absolute;
  top: 50%;
  right: ${theme.spacing['3']};
  display: inline-flex;
  color: ${theme.color['text-muted']};
  pointer-events: none;
  transform: translateY(-50%);
`;
