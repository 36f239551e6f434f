import { useState } from 'react';
import { styled } from 'styled-components';
import { Lock } from 'lucide-react';
import { Input } from '@motion-kit/react';
import { PASSWORD_MIN_LENGTH, validatePassword } from './SignUpForm';

/** The eye button reveals the value; the length rule is checked when the field loses focus. */
export function PasswordInput() {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  return (
    <Wrap>
      <Input
        label="Choose a password"
        type="password"
        autoComplete="new-password"
        icon={<Lock size={16} />}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        value={password}
        error={error}
        onChange={(event) => {
          setPassword(event.target.value);
          setError(undefined);
        }}
        onBlur={() => setError(validatePassword(password))}
      />
    </Wrap>
  );
}

const Wrap = styled.div`
  width: 100%;
  max-width: 420px;
`;
