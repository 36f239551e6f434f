import { describe, expect, it } from 'vitest';
import { decodeDraft, encodeDraft } from './draftCodec';
import type { Draft } from './draft';

const draft: Draft = {
  'tokens/color.json': { 'color.brand.primary': { value: '#0f766e' } },
  'tokens/motion.json': { 'motion.spring.bouncy': { spring: { stiffness: 320, damping: 14.5, mass: 1.2 } }, 'motion.easing.out': { value: [0, 0, 0.5, 1] } },
  'tokens/typography.json': { 'font.family.sans': { value: ['Ünïcode Sans', 'sans-serif'] } },
};

describe('the draft in the URL', () => {
  it('round-trips, versioned and URL-safe', () => {
    const param = encodeDraft(draft);
    expect(param).toMatch(/^1\.[A-Za-z0-9_-]+$/);
    expect(decodeDraft(param)).toEqual({ draft });
  });

  it('is empty for an empty draft', () => {
    expect(encodeDraft({})).toBe('');
  });

  it('refuses another version and damaged links with a sentence', () => {
    const param = encodeDraft(draft);
    expect(decodeDraft(param.replace(/^1\./, '2.'))).toEqual({ error: 'The draft in this link is version 2; this studio reads version 1.' });
    expect(decodeDraft('abc')).toEqual({ error: 'The draft in this link is damaged: it has no version.' });
    expect(decodeDraft('1.@@@')).toEqual({ error: 'The draft in this link is damaged: it does not decode.' });
    expect(decodeDraft(`1.${btoa('[["color","x",null,[1,2]]]')}`)).toEqual({ error: 'The draft in this link is damaged: a spring is malformed.' });
  });
});
