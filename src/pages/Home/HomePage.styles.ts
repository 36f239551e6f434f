import { styled, css } from 'styled-components';
import { media, theme } from '@motion-kit/react';

/** The bordered surface of the page's panels: hero, showcase groups, roadmap, calls to action. */
const panel = css`
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.xl};
  background: ${theme.color.surface};
`;

export const Page = styled.div`
  display: grid;
  gap: ${theme.spacing.section};
  min-width: 0;
`;

/* Hero */

export const Hero = styled.section`
  position: relative;
  display: grid;
  gap: ${theme.spacing['10']};
  align-items: center;
  overflow: hidden;
  padding: ${theme.spacing['8']} ${theme.spacing['6']};
  ${panel}
  ${media.tablet} { padding: ${theme.spacing['12']}; }
  ${media.desktop} {
    grid-template-columns: minmax(0, 1.25fr) minmax(0, 1fr);
    padding: ${theme.spacing['16']} ${theme.spacing['12']};
  }
`;

export const HeroGlow = styled.div`
  position: absolute;
  inset: 0;
  pointer-events: none;
  background:
    radial-gradient(60% 80% at 0% 0%, color-mix(in srgb, ${theme.color.primary['500']} 20%, transparent), transparent 70%),
    radial-gradient(50% 70% at 100% 100%, color-mix(in srgb, ${theme.color.secondary['500']} 14%, transparent), transparent 70%);
`;

export const HeroText = styled.div`
  position: relative;
  display: grid;
  gap: ${theme.spacing['4']};
  min-width: 0;
`;

export const Eyebrow = styled.p`
  color: ${theme.color.accent};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

export const HeroTitle = styled.h1`
  font-size: clamp(${theme.font.size['4xl']}, 6vw, 3.75rem);
  font-weight: ${theme.font.weight.bold};
  letter-spacing: -0.03em;
  line-height: 1.05;
`;

/** Gradient text: the palette's lighter steps in dark, the deeper ones in light, both above 4.5:1. */
export const Accent = styled.span`
  display: inline-block;
  background: linear-gradient(90deg, ${theme.color.primary['300']}, ${theme.color.secondary['300']});
  -webkit-background-clip: text;
  background-clip: text;
  color: ${theme.color.primary['300']};
  -webkit-text-fill-color: transparent;
  html[data-theme='light'] & {
    background-image: linear-gradient(90deg, ${theme.color.primary['700']}, ${theme.color.secondary['700']});
    color: ${theme.color.primary['700']};
  }
`;

export const HeroLead = styled.p`
  max-width: 56ch;
  color: ${theme.color['text-muted']};
  font-size: ${theme.font.size.lg};
  line-height: ${theme.font['line-height'].relaxed};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing['3']};
  margin-top: ${theme.spacing['2']};
`;

export const HeroArt = styled.div`
  position: relative;
  display: none;
  min-height: 260px;
  ${media.tablet} { display: block; }
`;

const artSurface = css`
  position: absolute;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color['surface-raised']};
  box-shadow: ${theme.shadow.lg};
`;

export const ArtWindow = styled.div`
  ${artSurface}
  inset: 0 12% 18% 0;
  display: grid;
  align-content: start;
  gap: ${theme.spacing['4']};
  padding: ${theme.spacing['6']};
  transform: rotate(-2deg);
`;

export const ArtDots = styled.div`
  display: flex;
  gap: 6px;
  i {
    width: 10px;
    height: 10px;
    border-radius: ${theme.radius.full};
    background: ${theme.color.status.error};
  }
  i:nth-child(2) { background: ${theme.color.status.warning}; }
  i:nth-child(3) { background: ${theme.color.status.success}; }
`;

export const ArtLine = styled.div<{ $width: string }>`
  width: ${({ $width }) => $width};
  height: 12px;
  border-radius: ${theme.radius.full};
  background: ${theme.color.border};
`;

export const ArtRow = styled.div`
  display: flex;
  gap: ${theme.spacing['3']};
  margin-top: ${theme.spacing['2']};
`;

export const ArtButton = styled.div`
  width: 96px;
  height: 32px;
  border-radius: ${theme.radius.md};
  background: ${theme.color['accent-bg']};
`;

export const ArtGhost = styled.div`
  width: 80px;
  height: 32px;
  border-radius: ${theme.radius.md};
  border: 1px solid ${theme.color.border};
`;

export const ArtCard = styled.div`
  ${artSurface}
  right: 0;
  bottom: 0;
  width: 58%;
  display: grid;
  gap: ${theme.spacing['3']};
  padding: ${theme.spacing['4']};
  background: ${theme.color.surface};
  transform: rotate(3deg);
`;

export const ArtTrack = styled.div`
  height: 24px;
  border-radius: ${theme.radius.full};
  background: ${theme.color['surface-raised']};
  padding: 4px;
`;

export const ArtKnob = styled.div`
  width: 16px;
  height: 16px;
  border-radius: ${theme.radius.full};
  background: linear-gradient(135deg, ${theme.color.primary['400']}, ${theme.color.secondary['400']});
  transition: transform ${theme.motion.duration.slow} ${theme.motion.easing.spring};
  ${Hero}:hover & { transform: translateX(120px); }
`;

/* Sections */

export const Section = styled.section<{ $centered?: boolean }>`
  display: grid;
  gap: ${theme.spacing['6']};
  min-width: 0;
  ${({ $centered }) =>
    $centered &&
    css`
      justify-items: center;
      text-align: center;
    `}
`;

export const SectionTitle = styled.h2`
  font-size: clamp(${theme.font.size['2xl']}, 3.5vw, ${theme.font.size['4xl']});
  font-weight: ${theme.font.weight.bold};
  letter-spacing: -0.02em;
`;

export const SectionLead = styled.p`
  max-width: 62ch;
  color: ${theme.color['text-muted']};
  font-size: ${theme.font.size.lg};
`;

export const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.spacing['3']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Chip = styled.code`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 ${theme.spacing['4']};
  border: 1px solid color-mix(in srgb, ${theme.color.accent} 45%, transparent);
  border-radius: ${theme.radius.full};
  background: color-mix(in srgb, ${theme.color['accent-bg']} 14%, transparent);
  color: ${theme.color.text};
  font-size: ${theme.font.size.sm};
`;

export const FeatureGrid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.spacing['4']};
  margin: 0;
  padding: 0;
  list-style: none;
  > li { display: grid; }
  ${media.tablet} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${media.desktop} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

export const FeatureTitle = styled.span`
  display: grid;
  gap: ${theme.spacing['3']};
`;

export const FeatureIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${theme.radius.md};
  background: color-mix(in srgb, ${theme.color['accent-bg']} 18%, transparent);
  color: ${theme.color.accent};
`;

export const ShowcaseGrid = styled.div`
  display: grid;
  gap: ${theme.spacing['6']};
  ${media.tablet} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

export const ShowcaseGroup = styled.section`
  display: grid;
  align-content: start;
  gap: ${theme.spacing['3']};
  padding: ${theme.spacing['4']};
  ${panel}
  ${media.tablet} { padding: ${theme.spacing['6']}; }
`;

export const GroupTitle = styled.h3`
  display: flex;
  align-items: baseline;
  gap: ${theme.spacing['2']};
  font-size: ${theme.font.size.lg};
`;

export const GroupNote = styled.span`
  color: ${theme.color['text-muted']};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.regular};
`;

/* Roadmap */

export const Roadmap = styled.div`
  display: grid;
  gap: ${theme.spacing['4']};
  padding: ${theme.spacing['6']};
  ${panel}
`;

export const RoadmapTitle = styled.h3`
  font-size: ${theme.font.size.xl};
`;

export const RoadmapList = styled.ol`
  display: grid;
  gap: ${theme.spacing['4']};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.tablet} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  > li {
    display: grid;
    align-content: start;
    gap: ${theme.spacing['2']};
    padding: ${theme.spacing['4']};
    border-left: 3px solid ${theme.color.accent};
    border-radius: ${theme.radius.sm};
    background: ${theme.color.bg};
  }
`;

export const RoadmapItemHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.spacing['2']};
`;

export const Eta = styled.span`
  color: ${theme.color.accent};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
`;

export const RoadmapItemBody = styled.p`
  color: ${theme.color['text-muted']};
  font-size: ${theme.font.size.sm};
`;

/* Calls to action */

export const Welcome = styled.section`
  display: grid;
  gap: ${theme.spacing['3']};
  padding: ${theme.spacing['6']};
  border: 1px solid ${theme.color.status.success};
  border-radius: ${theme.radius.xl};
  background: ${theme.color.surface};
`;

export const CtaGrid = styled.div`
  display: grid;
  gap: ${theme.spacing['4']};
  ${media.tablet} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

export const Cta = styled.section<{ $tone: 'accent' | 'plain' }>`
  display: grid;
  align-content: start;
  gap: ${theme.spacing['3']};
  padding: ${theme.spacing['6']};
  ${panel}
  ${media.tablet} { padding: ${theme.spacing['8']}; }
  ${({ $tone, theme }) =>
    $tone === 'accent' &&
    css`
      border-color: color-mix(in srgb, ${theme.color.accent} 50%, ${theme.color.border});
      background: linear-gradient(135deg, color-mix(in srgb, ${theme.color['accent-bg']} 14%, ${theme.color.surface}), ${theme.color.surface});
    `}
`;

export const CtaTitle = styled.h2`
  font-size: ${theme.font.size['2xl']};
  font-weight: ${theme.font.weight.bold};
`;

export const CtaBody = styled.p`
  color: ${theme.color['text-muted']};
`;
