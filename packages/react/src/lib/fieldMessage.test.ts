import { describe, expect, it } from 'vitest';
import { fieldMessage } from './fieldMessage';

describe('fieldMessage', () => {
  it('shows the error when error, success and hint are all given', () => {
    expect(fieldMessage({ error: 'Bad', success: 'Good', hint: 'Tip' })).toEqual({ kind: 'error', text: 'Bad' });
  });

  it('shows success over the hint when there is no error', () => {
    expect(fieldMessage({ success: 'Good', hint: 'Tip' })).toEqual({ kind: 'success', text: 'Good' });
  });

  it('falls back to the hint', () => {
    expect(fieldMessage({ hint: 'Tip' })).toEqual({ kind: 'hint', text: 'Tip' });
  });

  it('treats empty strings, null and false as no message', () => {
    expect(fieldMessage({ error: '', success: null, hint: 'Tip' })).toEqual({ kind: 'hint', text: 'Tip' });
    expect(fieldMessage({ error: false, success: '', hint: '' })).toBeNull();
  });

  it('gives null when nothing is supplied', () => {
    expect(fieldMessage({})).toBeNull();
  });
});
