// Which message a form field shows (SPEC section 5): error outranks success, which outranks hint.

export type FieldMessageKind = 'error' | 'success' | 'hint';

export interface FieldMessage {
  kind: FieldMessageKind;
  text: string;
}

export interface FieldMessageSource {
  error?: string | null | false;
  success?: string | null | false;
  hint?: string | null | false;
}

/** The one message to show under a field, or null when there is none (empty strings count as none). */
export function fieldMessage({ error, success, hint }: FieldMessageSource): FieldMessage | null {
  if (error) return { kind: 'error', text: error };
  if (success) return { kind: 'success', text: success };
  if (hint) return { kind: 'hint', text: hint };
  return null;
}
