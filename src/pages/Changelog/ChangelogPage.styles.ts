import { styled, css, type DefaultTheme } from 'styled-components';
import { media, theme } from '@motion-kit/react';
import type { ChangeCategory, ReleaseType } from '../../lib/releases';

export const Page = styled.div`
  display: grid;
  gap: ${theme.spacing.section};
  min-width: 0;
`;

const panel = css`
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.xl};
  background: ${theme.color.surface};
`;

export const Muted = styled.p`
  max-width: 65ch;
  color: ${theme.color['text-muted']};
`;

export const Section = styled.section`
  display: grid;
  gap: ${theme.spacing['6']};
  min-width: 0;
`;

export const SectionTitle = styled.h2`
  font-size: ${theme.font.size['2xl']};
  font-weight: ${theme.font.weight.bold};
  letter-spacing: -0.01em;
`;

/* Current version */

export const Current = styled.section`
  ${panel}
  position: relative;
  display: grid;
  gap: ${theme.spacing['6']};
  overflow: hidden;
  padding: ${theme.spacing['6']};
  border-color: color-mix(in srgb, ${theme.color.accent} 50%, ${theme.color.border});
  ${media.tablet} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    padding: ${theme.spacing['8']};
  }
`;

export const CurrentGlow = styled.div`
  position: absolute;
  inset: 0;
  pointer-events: none;
  background: radial-gradient(70% 90% at 0% 0%, color-mix(in srgb, ${theme.color.primary['500']} 18%, transparent), transparent 70%);
`;

export const CurrentMain = styled.div`
  position: relative;
  display: grid;
  gap: ${theme.spacing['3']};
`;

export const Kicker = styled.p`
  color: ${theme.color.accent};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

export const CurrentTitle = styled.h2`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.spacing['3']};
  font-size: clamp(${theme.font.size['3xl']}, 5vw, ${theme.font.size['5xl']});
  font-weight: ${theme.font.weight.bold};
  letter-spacing: -0.02em;
`;

const typeColor = (theme: DefaultTheme, type: ReleaseType) =>
  ({ major: theme.color.primary['500'], minor: theme.color.status.info, patch: theme.color.gray['500'] })[type];

export const TypeBadge = styled.span<{ $type: ReleaseType }>`
  display: inline-flex;
  align-items: center;
  padding: 2px ${theme.spacing['2']};
  border: 1px solid color-mix(in srgb, ${({ theme, $type }) => typeColor(theme, $type)} 55%, transparent);
  border-radius: ${theme.radius.full};
  background: color-mix(in srgb, ${({ theme, $type }) => typeColor(theme, $type)} 16%, transparent);
  color: ${theme.color.text};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.semibold};
  letter-spacing: 0.04em;
  line-height: 1.5;
  text-transform: uppercase;
`;

export const DateLine = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${theme.spacing['2']};
  color: ${theme.color.text};
  svg { color: ${theme.color.accent}; }
`;

export const Stats = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: repeat(3, auto);
  justify-content: start;
  gap: ${theme.spacing['2']} ${theme.spacing['4']};
  padding: ${theme.spacing['4']} ${theme.spacing['6']};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.bg};
  color: ${theme.color['text-muted']};
  font-size: ${theme.font.size.sm};
`;

export const Total = styled.p`
  grid-column: 1 / -1;
  display: flex;
  align-items: baseline;
  gap: ${theme.spacing['2']};
  color: ${theme.color.text};
`;

export const TotalNumber = styled.strong`
  font-size: ${theme.font.size['4xl']};
  font-weight: ${theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  line-height: 1;
`;

export const Stat = styled.p`
  strong { color: ${theme.color.text}; }
`;

/* Roadmap */

export const PlannedGrid = styled.ul`
  display: grid;
  gap: ${theme.spacing['4']};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.tablet} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

export const Planned = styled.li`
  ${panel}
  display: grid;
  align-content: start;
  gap: ${theme.spacing['3']};
  padding: ${theme.spacing['6']};
`;

export const PlannedHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.spacing['2']};
`;

export const Quarter = styled.span`
  padding: 2px ${theme.spacing['3']};
  border: 1px dashed ${theme.color.accent};
  border-radius: ${theme.radius.full};
  color: ${theme.color.accent};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
`;

export const PlannedItems = styled.ul`
  display: grid;
  gap: ${theme.spacing['2']};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${theme.spacing['2']};
    padding: ${theme.spacing['2']} 0;
    border-top: 1px solid ${theme.color.border};
  }
`;

export const Eta = styled.span`
  color: ${theme.color['text-muted']};
  font-size: ${theme.font.size.sm};
  font-variant-numeric: tabular-nums;
`;

/* Release history */

export const Timeline = styled.div`
  display: grid;
  gap: ${theme.spacing['6']};
`;

export const Release = styled.article`
  ${panel}
  display: grid;
  gap: ${theme.spacing['4']};
  padding: ${theme.spacing['6']};
`;

export const ReleaseHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.spacing['2']} ${theme.spacing['3']};
`;

export const ReleaseTitle = styled.h3`
  font-size: ${theme.font.size.xl};
  font-weight: ${theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;

export const ReleaseDate = styled.time`
  color: ${theme.color['text-muted']};
  font-size: ${theme.font.size.sm};
`;

export const ReleaseCount = styled.span`
  ${media.tablet} { margin-left: auto; }
  color: ${theme.color['text-muted']};
  font-size: ${theme.font.size.sm};
`;

export const Groups = styled.div`
  display: grid;
  gap: ${theme.spacing['4']};
  ${media.desktop} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

const categoryColor = (theme: DefaultTheme, category: ChangeCategory) =>
  ({
    added: theme.color.status.success,
    changed: theme.color.status.info,
    fixed: theme.color.status.warning,
    removed: theme.color.status.error,
  })[category];

export const Group = styled.section<{ $category: ChangeCategory }>`
  display: grid;
  align-content: start;
  gap: ${theme.spacing['2']};
  padding-left: ${theme.spacing['4']};
  border-left: 3px solid ${({ theme, $category }) => categoryColor(theme, $category)};
  ul {
    display: grid;
    gap: ${theme.spacing['1']};
    margin: 0;
    padding-left: ${theme.spacing['4']};
    color: ${theme.color.text};
    font-size: ${theme.font.size.sm};
  }
`;

export const GroupTitle = styled.h4`
  color: ${theme.color.text};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

/* Pro benefits and navigation */

export const Aside = styled.div`
  display: grid;
  gap: ${theme.spacing.section};
`;

export const Benefits = styled.section`
  ${panel}
  display: grid;
  gap: ${theme.spacing['4']};
  padding: ${theme.spacing['6']};
  background: linear-gradient(135deg, color-mix(in srgb, ${theme.color['accent-bg']} 14%, ${theme.color.surface}), ${theme.color.surface});
  ${media.tablet} { padding: ${theme.spacing['8']}; }
`;

export const BenefitList = styled.ul`
  display: grid;
  gap: ${theme.spacing['2']};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.tablet} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  li {
    display: flex;
    gap: ${theme.spacing['2']};
    align-items: flex-start;
  }
  svg { flex: none; margin-top: 4px; color: ${theme.color.status.success}; }
`;

export const LinkGrid = styled.ul`
  display: grid;
  gap: ${theme.spacing['4']};
  margin: 0;
  padding: 0;
  list-style: none;
  > li { display: grid; }
  ${media.tablet} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;
