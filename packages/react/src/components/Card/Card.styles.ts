import { styled, css } from 'styled-components';
import type { CardBadgeColor, CardVariant } from './Card';
import { theme } from '../../theme/theme';

export const Root = styled.article<{ $variant: CardVariant; $interactive: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  box-shadow: ${theme.shadow.sm};
  transition:
    transform ${theme.motion.duration.normal} ${theme.motion.easing.spring},
    box-shadow ${theme.motion.duration.normal} ${theme.motion.easing.standard},
    border-color ${theme.motion.duration.normal} ${theme.motion.easing.standard};
  ${({ $variant, theme }) =>
    $variant === 'highlight' &&
    css`
      border-color: ${theme.color.accent};
      background: linear-gradient(180deg, color-mix(in srgb, ${theme.color['accent-bg']} 12%, ${theme.color.surface}), ${theme.color.surface});
    `}
  &:hover {
    transform: translateY(-4px);
    box-shadow: ${theme.shadow.lg};
  }
  ${({ $interactive, theme }) =>
    $interactive &&
    css`
      cursor: pointer;
      &:hover { border-color: ${theme.color.accent}; }
      &:focus-within { outline: 2px solid ${theme.color['focus-ring']}; outline-offset: 2px; }
    `}
  &[aria-busy='true']:hover { transform: none; box-shadow: ${theme.shadow.sm}; }
  &[aria-busy='true'] > div { border: 0; }
`;

export const BusyLabel = styled.span``;

export const ImagePlaceholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 16 / 9;
  background: linear-gradient(135deg, color-mix(in srgb, ${theme.color.primary['500']} 25%, ${theme.color['surface-raised']}), ${theme.color['surface-raised']});
  color: ${theme.color['text-muted']};
`;

export const Body = styled.div`
  display: grid;
  align-content: start;
  gap: ${theme.spacing['2']};
  flex: 1;
  padding: ${theme.spacing['4']};
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.spacing['2']};
`;

export const Title = styled.h3`
  margin: 0;
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.semibold};
  color: ${theme.color.text};
`;

/** The card's one link; its ::after covers the card so the whole surface is clickable. */
export const StretchedLink = styled.a`
  color: inherit;
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 0;
  }
  &:focus-visible { outline: none; }
`;

export const Subtitle = styled.p`
  margin: 0;
  color: ${theme.color['text-muted']};
  font-size: ${theme.font.size.sm};
`;

const badgePalette = (color: CardBadgeColor) =>
  ({
    primary: css`${theme.color.primary['500']}`,
    secondary: css`${theme.color.secondary['500']}`,
    success: css`${theme.color.success['500']}`,
    warning: css`${theme.color.warning['500']}`,
  })[color];

/** Tinted chip: the colour marks the dot and the tint; the text stays the body colour for contrast. */
export const Badge = styled.span<{ $color: CardBadgeColor }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.spacing['1']};
  flex-shrink: 0;
  padding: 2px ${theme.spacing['2']};
  border-radius: ${theme.radius.full};
  border: 1px solid color-mix(in srgb, ${({ $color }) => badgePalette($color)} 50%, transparent);
  background: color-mix(in srgb, ${({ $color }) => badgePalette($color)} 16%, transparent);
  color: ${theme.color.text};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.semibold};
  &::before {
    content: '';
    width: 6px;
    height: 6px;
    border-radius: ${theme.radius.full};
    background: ${({ $color }) => badgePalette($color)};
  }
`;

export const Stars = styled.div`
  display: inline-flex;
  gap: 2px;
  width: fit-content;
  color: ${theme.color.warning['500']};
  svg[data-filled='true'] { fill: currentColor; }
  svg[data-filled='false'] { color: ${theme.color['text-muted']}; }
`;

export const Content = styled.div`
  color: ${theme.color['text-muted']};
  font-size: ${theme.font.size.sm};
`;

export const Actions = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing['2']};
  padding: 0 ${theme.spacing['4']} ${theme.spacing['4']};
`;
