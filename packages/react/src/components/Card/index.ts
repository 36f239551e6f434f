export { Card, Rating } from './Card';
export type { CardProps, CardBadgeColor, CardVariant } from './Card';
export { clampRating, ratingLabel, RATING_MAX, RATING_MIN } from './cardRating';
