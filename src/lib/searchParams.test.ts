import { describe, expect, it } from 'vitest';
import { withParam, withoutParam } from './searchParams';

describe('search param updaters', () => {
  it('set one key and keep the others, without touching the given params', () => {
    const params = new URLSearchParams('category=colors&q=blue');
    expect(withParam('category', 'motion')(params).toString()).toBe('category=motion&q=blue');
    expect(withoutParam('category')(params).toString()).toBe('q=blue');
    expect(params.toString()).toBe('category=colors&q=blue');
  });
});
