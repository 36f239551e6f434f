import { styled, keyframes } from 'styled-components';
import { media, theme } from '../../theme/theme';

/** A spinner's size. */
export type SpinnerSize = 'sm' | 'md' | 'lg';

/** Props of Spinner. */
export interface SpinnerProps {
  /** The ring's size (default 'md'). */
  size?: SpinnerSize;
  /** The accessible name announced by the status role. */
  label?: string;
  /** Inside a control that already says it is busy (aria-busy), the ring is decoration only. */
  decorative?: boolean;
  /** Class name for the spinner. */
  className?: string;
}

const diameters: Record<SpinnerSize, string> = { sm: '16px', md: '24px', lg: '40px' };
const strokes: Record<SpinnerSize, string> = { sm: '2px', md: '3px', lg: '4px' };

/** A rotating ring with role="status"; under reduced motion it stays still but visible. */
export function Spinner({ size = 'md', label = 'Loading', decorative = false, className }: SpinnerProps) {
  if (decorative) return <Ring aria-hidden="true" $size={size} className={className} data-size={size} />;
  return (
    <Root role="status" aria-label={label} className={className}>
      <Ring aria-hidden="true" $size={size} data-size={size} />
    </Root>
  );
}

const rotate = keyframes`
  to { transform: rotate(360deg); }
`;

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
`;

const Ring = styled.span<{ $size: SpinnerSize }>`
  display: inline-block;
  flex-shrink: 0;
  width: ${({ $size }) => diameters[$size]};
  height: ${({ $size }) => diameters[$size]};
  border-radius: ${theme.radius.full};
  border: ${({ $size }) => strokes[$size]} solid color-mix(in srgb, currentColor 25%, transparent);
  border-top-color: currentColor;
  animation: ${rotate} 0.8s linear infinite;
  ${media.reducedMotion} {
    /* Still visible as a ring with a marked segment, just not turning. */
    animation: none;
  }
`;
