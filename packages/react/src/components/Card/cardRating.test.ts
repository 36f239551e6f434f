import { describe, expect, it } from 'vitest';
import { clampRating, ratingLabel } from './cardRating';

describe('clampRating', () => {
  it('keeps whole ratings from 1 to 5', () => {
    expect([1, 2, 3, 4, 5].map(clampRating)).toEqual([1, 2, 3, 4, 5]);
  });

  it('clamps ratings above 5 to 5 and below 1 to 1', () => {
    expect(clampRating(9)).toBe(5);
    expect(clampRating(0)).toBe(1);
    expect(clampRating(-3)).toBe(1);
  });

  it('rounds fractional ratings to whole stars', () => {
    expect(clampRating(3.4)).toBe(3);
    expect(clampRating(3.5)).toBe(4);
  });

  it('gives no rating for missing or non-finite values', () => {
    expect(clampRating(undefined)).toBeNull();
    expect(clampRating(null)).toBeNull();
    expect(clampRating(Number.NaN)).toBeNull();
    expect(clampRating(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('ratingLabel', () => {
  it('reads "Rated N out of 5"', () => {
    expect(ratingLabel(4)).toBe('Rated 4 out of 5');
  });
});
