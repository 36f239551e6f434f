// The demo form's validation rules (SPEC section 5): pure functions the inputs example and its tests share.

export const EMAIL_INVALID_MESSAGE = 'Please enter a valid email address';
export const PASSWORD_TOO_SHORT_MESSAGE = 'Password must be at least 8 characters';
export const PASSWORDS_MISMATCH_MESSAGE = 'Passwords do not match';
export const PASSWORDS_MATCH_MESSAGE = 'Passwords match!';
export const EMAIL_TAKEN_MESSAGE = 'This email is already taken';

export const PASSWORD_MIN_LENGTH = 8;
/** The simulated availability check answers this long after the email field loses focus. */
export const ASYNC_VALIDATION_DELAY_MS = 1500;
/** The one example-domain address the simulated check reports as taken. */
export const TAKEN_EMAIL = 'taken@example.com';

/** Text, @, text, a dot, text: no whitespace and no second @. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface FormDemoState {
  email: string;
  password: string;
  confirmPassword: string;
  search: string;
  phone: string;
  name: string;
}

export const EMPTY_FORM_DEMO: FormDemoState = {
  email: '',
  password: '',
  confirmPassword: '',
  search: '',
  phone: '',
  name: '',
};

/** An error message, or undefined when the email is valid. Empty is left to `required`. */
export function validateEmail(email: string): string | undefined {
  if (email === '') return undefined;
  return EMAIL_PATTERN.test(email.trim()) ? undefined : EMAIL_INVALID_MESSAGE;
}

/** Only an entered password is checked. */
export function validatePassword(password: string): string | undefined {
  if (password === '') return undefined;
  return password.length >= PASSWORD_MIN_LENGTH ? undefined : PASSWORD_TOO_SHORT_MESSAGE;
}

export interface ConfirmResult {
  error?: string;
  success?: string;
}

/** Nothing until a confirmation is typed; then either the mismatch error or the match success. */
export function validateConfirmPassword(password: string, confirmPassword: string): ConfirmResult {
  if (confirmPassword === '') return {};
  return confirmPassword === password ? { success: PASSWORDS_MATCH_MESSAGE } : { error: PASSWORDS_MISMATCH_MESSAGE };
}

/** The rule behind the simulated server check: only the one example address is taken. */
export function emailTakenMessage(email: string): string | undefined {
  return email.trim().toLowerCase() === TAKEN_EMAIL ? EMAIL_TAKEN_MESSAGE : undefined;
}

/** Simulates a server availability check: resolves with the message (or undefined) after the delay. */
export function checkEmailAvailability(email: string, delayMs: number = ASYNC_VALIDATION_DELAY_MS): Promise<string | undefined> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(emailTakenMessage(email)), delayMs);
  });
}
