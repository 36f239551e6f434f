// The Card's star rating rule (SPEC section 3: rating 1 to 5; section 9: 5 stars drawn).

export const RATING_MAX = 5;
export const RATING_MIN = 1;

/** Clamps to 1..5 and rounds to whole stars; anything not a finite number gives null (no rating). */
export function clampRating(rating: number | undefined | null): number | null {
  if (rating === undefined || rating === null || !Number.isFinite(rating)) return null;
  return Math.min(RATING_MAX, Math.max(RATING_MIN, Math.round(rating)));
}

/** What a screen reader hears for the stars. */
export function ratingLabel(rating: number): string {
  return `Rated ${rating} out of ${RATING_MAX}`;
}
