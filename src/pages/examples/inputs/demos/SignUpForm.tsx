import { useRef, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { Lock, Mail, Phone, Search, UserRound } from 'lucide-react';
import { Input, Button } from '@motion-kit/react';

type Errors = Partial<Record<keyof FormDemoState, string>>;

/**
 * Errors appear on blur and clear as soon as the user types. The email field also runs a simulated
 * server check (1.5 s) after a valid address is entered.
 */
export function SignUpForm() {
  const [values, setValues] = useState<FormDemoState>(EMPTY_FORM_DEMO);
  const [errors, setErrors] = useState<Errors>({});
  const [checkingEmail, setCheckingEmail] = useState(false);
  const [emailAvailable, setEmailAvailable] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  // Each check gets a number; only the latest one may report back.
  const checkRef = useRef(0);

  const update = (field: keyof FormDemoState) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setSubmitted(false);
    if (field === 'email') {
      checkRef.current += 1;
      setCheckingEmail(false);
      setEmailAvailable(false);
    }
  };

  const checkEmail = async () => {
    const error = validateEmail(values.email);
    setErrors((current) => ({ ...current, email: error }));
    if (error || values.email === '') return;
    const check = ++checkRef.current;
    setCheckingEmail(true);
    const taken = await checkEmailAvailability(values.email);
    if (check !== checkRef.current) return;
    setCheckingEmail(false);
    setErrors((current) => ({ ...current, email: taken }));
    setEmailAvailable(!taken);
  };

  const confirm = validateConfirmPassword(values.password, values.confirmPassword);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {
      name: values.name.trim() === '' ? 'Please enter your name' : undefined,
      email: errors.email ?? (values.email === '' ? EMAIL_INVALID_MESSAGE : validateEmail(values.email)),
      password: validatePassword(values.password),
      confirmPassword: confirm.error,
    };
    setErrors(next);
    setSubmitted(!checkingEmail && Object.values(next).every((message) => !message));
  };

  return (
    <Form noValidate onSubmit={handleSubmit}>
      <Grid>
        <Input label="Name" autoComplete="name" icon={<UserRound size={16} />} value={values.name} error={errors.name} onChange={update('name')} />
        <Input
          label="Email"
          type="email"
          autoComplete="email"
          icon={<Mail size={16} />}
          hint={`Try ${TAKEN_EMAIL} to see the availability check fail.`}
          value={values.email}
          error={errors.email}
          success={emailAvailable ? 'Email is available' : undefined}
          loading={checkingEmail}
          onChange={update('email')}
          onBlur={checkEmail}
        />
        <Input
          label="Password"
          type="password"
          autoComplete="new-password"
          icon={<Lock size={16} />}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          value={values.password}
          error={errors.password}
          onChange={update('password')}
          onBlur={() =>
            setErrors((current) => ({
              ...current,
              password: validatePassword(values.password),
              // A changed password can turn an earlier mismatch into a match (or back).
              confirmPassword: values.confirmPassword ? confirm.error : undefined,
            }))
          }
        />
        <Input
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          icon={<Lock size={16} />}
          value={values.confirmPassword}
          error={errors.confirmPassword}
          success={confirm.success}
          onChange={update('confirmPassword')}
          onBlur={() => setErrors((current) => ({ ...current, confirmPassword: confirm.error }))}
        />
        <Input label="Phone" type="tel" autoComplete="tel" icon={<Phone size={16} />} hint="Optional." value={values.phone} onChange={update('phone')} />
        <Input
          label="Search"
          type="search"
          icon={<Search size={16} />}
          clearable
          hint="Not part of the account; try the Clear button."
          value={values.search}
          onChange={update('search')}
        />
      </Grid>
      <Footer>
        <Button type="submit" variant="primary">
          Create account
        </Button>
        <Status role="status">{submitted ? 'All fields are valid. Nothing was sent: this is a demo.' : ''}</Status>
      </Footer>
    </Form>
  );
}

const Form = styled.form`
  width: 100%;
  display: grid;
  gap: ${({ theme }) => theme.spacing['6']};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.spacing['4']};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing['4']};
`;

const Status = styled.p`
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

// The form's validation rules (SPEC section 5), pure functions its tests use too.

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
