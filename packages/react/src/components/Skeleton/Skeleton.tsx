import { styled, css, keyframes } from 'styled-components';
import { media, theme } from '../../theme/theme';

/** A placeholder's shape: lines of text, a block or a circle. */
export type SkeletonVariant = 'line' | 'block' | 'circle';

/** Props of Skeleton. */
export interface SkeletonProps {
  /** The placeholder's shape (default 'line'). */
  variant?: SkeletonVariant;
  /** Number of text lines (variant 'line'); the last one is shorter, like a paragraph end. */
  lines?: number;
  /** A CSS width (default: the container's). */
  width?: string;
  /** A CSS height (default: the shape's). */
  height?: string;
  /** Class name for the placeholder. */
  className?: string;
}

/** Placeholder shapes while content loads. Hidden from assistive tech: the busy container speaks instead. */
export function Skeleton({ variant = 'line', lines = 1, width, height, className }: SkeletonProps) {
  if (variant === 'line' && lines > 1) {
    return (
      <Lines aria-hidden="true" className={className}>
        {Array.from({ length: lines }, (_, index) => (
          <Bone key={index} $variant="line" $width={index === lines - 1 ? '60%' : width} $height={height} />
        ))}
      </Lines>
    );
  }
  return <Bone aria-hidden="true" className={className} $variant={variant} $width={width} $height={height} />;
}

/** Props of SkeletonCard. */
export interface SkeletonCardProps {
  /** Shows an image placeholder above the lines. */
  showImagePlaceholder?: boolean;
  /** Number of text lines. */
  lines?: number;
  /** Class name for the card. */
  className?: string;
}

/** The loading shape of a Card: image block, title, subtitle and text lines. */
export function SkeletonCard({ showImagePlaceholder = true, lines = 3, className }: SkeletonCardProps) {
  return (
    <CardShape aria-hidden="true" className={className}>
      {showImagePlaceholder && <Bone $variant="block" $height="160px" />}
      <Bone $variant="line" $width="55%" $height="20px" />
      <Bone $variant="line" $width="35%" />
      <Lines>
        {Array.from({ length: lines }, (_, index) => (
          <Bone key={index} $variant="line" $width={index === lines - 1 ? '60%' : undefined} />
        ))}
      </Lines>
    </CardShape>
  );
}

const shimmer = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(100%); }
`;

const shapes = {
  line: css`height: 0.875rem; border-radius: ${theme.radius.sm};`,
  block: css`height: 120px; border-radius: ${theme.radius.md};`,
  circle: css`width: 48px; height: 48px; border-radius: ${theme.radius.full};`,
};

const Bone = styled.span<{ $variant: SkeletonVariant; $width?: string; $height?: string }>`
  position: relative;
  display: block;
  overflow: hidden;
  width: 100%;
  background: ${theme.color['surface-raised']};
  ${({ $variant }) => shapes[$variant]}
  ${({ $width }) => $width && css`width: ${$width};`}
  ${({ $height }) => $height && css`height: ${$height};`}
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(90deg, transparent, color-mix(in srgb, ${theme.color.text} 8%, transparent), transparent);
    transform: translateX(-100%);
    animation: ${shimmer} 1.4s ease-in-out infinite;
  }
  ${media.reducedMotion} {
    &::after { animation: none; opacity: 0; }
  }
`;

const Lines = styled.span`
  display: grid;
  gap: ${theme.spacing['2']};
`;

const CardShape = styled.div`
  display: grid;
  gap: ${theme.spacing['3']};
  padding: ${theme.spacing['4']};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
`;
