// The studio's labelled inputs: a colour (picker plus typed value), a token's text value and a number.
import { useId, useState } from 'react';
import { normalizeColor } from './ramp';
import * as S from './Studio.styles';

/**
 * What the field shows: the designer's typing, replaced whenever the value changes from outside (undo,
 * a regenerated ramp, a link). Adjusted during render, React's pattern for state that follows a prop.
 */
function useTypedText(value: string) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  return [text, setText] as const;
}

interface ColorFieldProps {
  label: string;
  value: string;
  /** `group` makes a picker drag one undo step. */
  onChange: (value: string, group: string) => void;
  error?: string;
}

/** A colour as a swatch picker and a text field that takes #hex, rgb(), oklch() or a name. */
export function ColorField({ label, value, onChange, error }: ColorFieldProps) {
  const id = useId();
  const [text, setText] = useTypedText(value);
  const [typedError, setTypedError] = useState<string>();
  const shownError = normalizeColor(text) ? undefined : typedError;
  const hex = normalizeColor(value) ?? '#000000';
  const message = shownError ?? error;
  return (
    <S.Field>
      <S.Label htmlFor={id}>{label}</S.Label>
      <S.ColorRow>
        <S.Swatch type="color" aria-label={`${label}, colour picker`} value={hex.slice(0, 7)} onChange={(e) => onChange(e.target.value, `pick ${id}`)} />
        <S.TextInput
          id={id}
          value={text}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(e) => {
            setText(e.target.value);
            const typed = normalizeColor(e.target.value);
            setTypedError(typed ? undefined : 'Not a colour: type #rrggbb, rgb(), oklch() or a colour name.');
            if (typed) onChange(typed, `type ${id}`);
          }}
        />
      </S.ColorRow>
      {message && <S.FieldError id={`${id}-error`}>{message}</S.FieldError>}
    </S.Field>
  );
}

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string, group: string) => void;
  hint?: string;
  error?: string;
  inputMode?: 'decimal' | 'text';
}

/** A token value typed as text; the draft's validation reports what the build would reject. */
export function TextField({ label, value, onChange, hint, error, inputMode = 'text' }: TextFieldProps) {
  const id = useId();
  const [text, setText] = useTypedText(value);
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <S.Field>
      <S.Label htmlFor={id}>{label}</S.Label>
      <S.TextInput
        id={id}
        value={text}
        inputMode={inputMode}
        spellCheck={false}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(e) => {
          setText(e.target.value);
          onChange(e.target.value, `type ${id}`);
        }}
      />
      {hint && <S.Hint id={`${id}-hint`}>{hint}</S.Hint>}
      {error && <S.FieldError id={`${id}-error`}>{error}</S.FieldError>}
    </S.Field>
  );
}

interface NumberFieldProps {
  label: string;
  value: number;
  onChange: (value: number, group: string) => void;
  step?: number;
  min?: number;
  max?: number;
  error?: string;
}

/** A number (arrow keys step it); what is not a number yet is kept in the field, not in the draft. */
export function NumberField({ label, value, onChange, step = 1, min, max, error }: NumberFieldProps) {
  const id = useId();
  const [text, setText] = useTypedText(String(value));
  return (
    <S.Field>
      <S.Label htmlFor={id}>{label}</S.Label>
      <S.TextInput
        id={id}
        type="number"
        value={text}
        step={step}
        min={min}
        max={max}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          setText(e.target.value);
          const n = e.target.valueAsNumber;
          if (Number.isFinite(n)) onChange(n, `type ${id}`);
        }}
      />
      {error && <S.FieldError id={`${id}-error`}>{error}</S.FieldError>}
    </S.Field>
  );
}
