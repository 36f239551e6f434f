import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { Input, SmartButton, adaptField, adaptFormLayout, useUserContext, type FieldOptions, type UserContext } from '@motion-kit/react';

type FieldName = 'name' | 'email' | 'password' | 'company';

// The sign-up rules of the Inputs example: an entered email needs text@text.text, a password 8 characters.
const validateEmail = (email: string) => (email === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) ? undefined : 'Please enter a valid email address');
const validatePassword = (password: string) => (password === '' || password.length >= 8 ? undefined : 'Password must be at least 8 characters');

const FIELDS: Record<FieldName, FieldOptions & { type: string; autoComplete: string; required: boolean }> = {
  name: {
    label: 'Full name',
    shortLabel: 'Name',
    hint: 'As it should appear on invoices.',
    firstTimeHint: 'Your first and last name, as it should appear on invoices.',
    type: 'text',
    autoComplete: 'name',
    required: true,
  },
  email: {
    label: 'Email address',
    shortLabel: 'Email',
    hint: 'We only use it to sign you in.',
    firstTimeHint: 'Use the address you check most: we send a confirmation link there.',
    type: 'email',
    autoComplete: 'email',
    required: true,
  },
  password: {
    label: 'Create a password',
    shortLabel: 'Password',
    hint: 'At least 8 characters.',
    firstTimeHint: 'At least 8 characters. A short sentence is easy to remember and hard to guess.',
    type: 'password',
    autoComplete: 'new-password',
    required: true,
  },
  company: {
    label: 'Company (optional)',
    shortLabel: 'Company',
    hint: 'Helps us suggest a team plan.',
    type: 'text',
    autoComplete: 'organization',
    required: false,
  },
};

const EMPTY: Record<FieldName, string> = { name: '', email: '', password: '', company: '' };

/** The form for `visitor`, or for the real visitor (the Experience System's context) without it. */
export function AdaptiveSignupForm({ visitor }: { visitor?: UserContext }) {
  const actual = useUserContext();
  return <SignupForm visitor={visitor ?? actual} />;
}

function SignupForm({ visitor }: { visitor: UserContext }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [submittedName, setSubmittedName] = useState<string | null>(null);
  const layout = adaptFormLayout(visitor);

  const validate = (name: FieldName, value: string) =>
    name === 'email' ? validateEmail(value) : name === 'password' ? validatePassword(value) : undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = { email: validateEmail(values.email), password: validatePassword(values.password) };
    setErrors(found);
    if (!found.email && !found.password) setSubmittedName(values.name);
  };

  return (
    <Form onSubmit={onSubmit} aria-label="Create your account" $density={layout.density}>
      <Fields $columns={layout.columns} $density={layout.density}>
        {(Object.keys(FIELDS) as FieldName[]).map((name) => {
          const { type, autoComplete, required, ...options } = FIELDS[name];
          const field = adaptField(visitor, options);
          return (
            <Input
              key={name}
              name={name}
              type={type}
              autoComplete={autoComplete}
              required={required}
              label={field.label}
              labelPosition={field.labelPosition}
              hint={field.hint}
              size={field.size}
              error={errors[name]}
              value={values[name]}
              onChange={(event) => {
                const value = event.target.value;
                setValues((current) => ({ ...current, [name]: value }));
                setErrors((current) => ({ ...current, [name]: undefined }));
                setSubmittedName(null);
              }}
              onBlur={(event) => setErrors((current) => ({ ...current, [name]: validate(name, event.target.value) }))}
            />
          );
        })}
      </Fields>
      <Footer>
        <SmartButton type="submit" intent="secondary-action" criticality="high" flowPosition="confirmation" userContext={visitor}>
          Create Account
        </SmartButton>
        <Status role="status">
          {submittedName !== null && `Thanks${submittedName ? `, ${submittedName}` : ''}! Nothing was sent: this form is a demo.`}
        </Status>
      </Footer>
    </Form>
  );
}

type Density = 'compact' | 'comfortable' | 'spacious';
const gapFor = { compact: '3', comfortable: '4', spacious: '6' } as const;

const Form = styled.form<{ $density: Density }>`
  display: grid;
  gap: ${({ theme, $density }) => theme.spacing[gapFor[$density]]};
  align-content: start;
  min-width: 0;
`;

const Fields = styled.div<{ $columns: 1 | 2; $density: Density }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme, $density }) => theme.spacing[gapFor[$density]]};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing['4']};
`;

const Status = styled.p`
  color: ${({ theme }) => theme.color.status.success};
  font-size: ${({ theme }) => theme.font.size.sm};
  &:empty {
    display: none;
  }
`;
