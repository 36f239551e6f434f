import { describe, expect, it, vi } from 'vitest';
import type { SetURLSearchParams } from 'react-router-dom';
import { replaceParam } from './replaceParam';

function run(query: string, key: string, value: string | null) {
  const setParams = vi.fn() as unknown as SetURLSearchParams & ReturnType<typeof vi.fn>;
  replaceParam(setParams, key, value);
  const [update, options] = (setParams as ReturnType<typeof vi.fn>).mock.calls[0] as [
    (previous: URLSearchParams) => URLSearchParams,
    object,
  ];
  return { query: update(new URLSearchParams(query)).toString(), options };
}

describe('replaceParam', () => {
  it('sets the key and keeps the other parameters', () => {
    expect(run('q=tabs&category=colors', 'category', 'spacing').query).toBe('q=tabs&category=spacing');
  });

  it('removes the key when the value is null, keeping the others', () => {
    expect(run('q=tabs&category=bogus', 'category', null).query).toBe('q=tabs');
  });

  it('replaces the history entry without resetting scroll', () => {
    expect(run('', 'category', 'motion').options).toEqual({ replace: true, preventScrollReset: true });
  });
});
