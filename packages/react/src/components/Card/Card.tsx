import type { HTMLAttributes, ReactNode } from 'react';
import { KitLink } from '../MotionKitProvider/linkContext';
import { ImageIcon, Star } from 'lucide-react';
import { SkeletonCard } from '../Skeleton';
import { clampRating, ratingLabel, RATING_MAX } from './cardRating';
import * as S from './Card.styles';

/** The badge's colour. */
export type CardBadgeColor = 'primary' | 'secondary' | 'success' | 'warning';
/** A card's look: plain, or highlighted with the brand border. */
export type CardVariant = 'default' | 'highlight';

/** Props of Card; other attributes go to its root element. */
export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The card's heading. */
  title?: ReactNode;
  /** A line under the title. */
  subtitle?: ReactNode;
  /** A short label in the card's corner, such as 'New'. */
  badge?: ReactNode;
  /** Colour of the badge (default 'primary'). */
  badgeColor?: CardBadgeColor;
  /** 1 to 5 whole stars; values outside are clamped. */
  rating?: number;
  /** Shows an image placeholder above the content. */
  showImagePlaceholder?: boolean;
  /** Shows a skeleton instead of the content and marks the card aria-busy. */
  loading?: boolean;
  /** Buttons or links in the card footer. */
  actions?: ReactNode;
  /** Look of the card (default 'default'). */
  variant?: CardVariant;
  /**
   * Makes the whole card clickable through its title link (one real <a>, stretched over the card).
   * Internal paths use the router; anything else is a plain link.
   */
  href?: string;
  /** Heading level of the title. */
  headingLevel?: 2 | 3 | 4;
  /** The card's body. */
  children?: ReactNode;
}

/** Stars drawn for a rating, announced once as 'Rated N out of 5'. */
export function Rating({ value }: {
  /** 1 to 5 whole stars; values outside are clamped. */
  value: number;
}) {
  return (
    <S.Stars role="img" aria-label={ratingLabel(value)}>
      {Array.from({ length: RATING_MAX }, (_, index) => (
        <Star key={index} size={16} aria-hidden="true" focusable="false" data-filled={index < value} />
      ))}
    </S.Stars>
  );
}

/** A content card: optional image placeholder, badge, title, rating, body and actions. */
export function Card({
  title,
  subtitle,
  badge,
  badgeColor = 'primary',
  rating,
  showImagePlaceholder = false,
  loading = false,
  actions,
  variant = 'default',
  href,
  headingLevel = 3,
  children,
  ...rest
}: CardProps) {
  const stars = clampRating(rating);
  const interactive = Boolean(href) && !loading;

  if (loading) {
    return (
      <S.Root aria-busy="true" $variant={variant} $interactive={false} {...rest}>
        <S.BusyLabel className="visually-hidden">Loading content</S.BusyLabel>
        <SkeletonCard showImagePlaceholder={showImagePlaceholder} />
      </S.Root>
    );
  }

  const titleContent =
    interactive && href ? (
      <S.StretchedLink as={KitLink} href={href}>
        {title}
      </S.StretchedLink>
    ) : (
      title
    );

  return (
    <S.Root $variant={variant} $interactive={interactive} data-variant={variant} {...rest}>
      {showImagePlaceholder && (
        <S.ImagePlaceholder aria-hidden="true">
          <ImageIcon size={32} />
        </S.ImagePlaceholder>
      )}
      <S.Body>
        {(badge || title) && (
          <S.Header>
            {title && <S.Title as={`h${headingLevel}`}>{titleContent}</S.Title>}
            {badge && <S.Badge $color={badgeColor}>{badge}</S.Badge>}
          </S.Header>
        )}
        {subtitle && <S.Subtitle>{subtitle}</S.Subtitle>}
        {stars !== null && <Rating value={stars} />}
        {children && <S.Content>{children}</S.Content>}
      </S.Body>
      {actions && <S.Actions>{actions}</S.Actions>}
    </S.Root>
  );
}
