import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ASYNC_VALIDATION_DELAY_MS,
  EMAIL_INVALID_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  PASSWORDS_MATCH_MESSAGE,
  PASSWORDS_MISMATCH_MESSAGE,
  TAKEN_EMAIL,
  checkEmailAvailability,
  validateConfirmPassword,
  validateEmail,
  validatePassword,
} from './demos/SignUpForm';

describe('validateEmail', () => {
  it.each(['ada@example.com', 'a.b+c@mail.example.org'])('accepts %s', (email) => {
    expect(validateEmail(email)).toBeUndefined();
  });

  it.each(['ada', 'ada@', 'ada@example', '@example.com', 'ada@example.', 'a da@example.com', 'a@b@c.d'])(
    'rejects %s with the spec message',
    (email) => {
      expect(validateEmail(email)).toBe('Please enter a valid email address');
    },
  );

  it('leaves an empty field alone', () => {
    expect(validateEmail('')).toBeUndefined();
  });

  it('exports the exact spec wording', () => {
    expect(EMAIL_INVALID_MESSAGE).toBe('Please enter a valid email address');
  });
});

describe('validatePassword', () => {
  it('asks for 8 characters when fewer are entered', () => {
    expect(validatePassword('1234567')).toBe('Password must be at least 8 characters');
    expect(PASSWORD_TOO_SHORT_MESSAGE).toBe('Password must be at least 8 characters');
  });

  it('accepts exactly 8 characters', () => {
    expect(validatePassword('12345678')).toBeUndefined();
  });

  it('checks nothing while no password is entered', () => {
    expect(validatePassword('')).toBeUndefined();
  });
});

describe('validateConfirmPassword', () => {
  it('reports a mismatch', () => {
    expect(validateConfirmPassword('secret123', 'secret12')).toEqual({ error: 'Passwords do not match' });
    expect(PASSWORDS_MISMATCH_MESSAGE).toBe('Passwords do not match');
  });

  it('confirms a match', () => {
    expect(validateConfirmPassword('secret123', 'secret123')).toEqual({ success: 'Passwords match!' });
    expect(PASSWORDS_MATCH_MESSAGE).toBe('Passwords match!');
  });

  it('says nothing before a confirmation is typed', () => {
    expect(validateConfirmPassword('secret123', '')).toEqual({});
  });
});

describe('checkEmailAvailability', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 1.5 s and reports the example address as taken', async () => {
    expect(ASYNC_VALIDATION_DELAY_MS).toBe(1500);
    const onResult = vi.fn();
    void checkEmailAvailability(TAKEN_EMAIL).then(onResult);

    await vi.advanceTimersByTimeAsync(ASYNC_VALIDATION_DELAY_MS - 1);
    expect(onResult).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    expect(onResult).toHaveBeenCalledWith('This email is already taken');
    expect(EMAIL_TAKEN_MESSAGE).toBe('This email is already taken');
  });

  it('matches the taken address regardless of case and surrounding spaces', async () => {
    const result = checkEmailAvailability('  Taken@Example.com ');
    await vi.advanceTimersByTimeAsync(ASYNC_VALIDATION_DELAY_MS);
    await expect(result).resolves.toBe(EMAIL_TAKEN_MESSAGE);
  });

  it('reports any other address as available', async () => {
    const result = checkEmailAvailability('free@example.com');
    await vi.advanceTimersByTimeAsync(ASYNC_VALIDATION_DELAY_MS);
    await expect(result).resolves.toBeUndefined();
  });
});
