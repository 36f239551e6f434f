import { styled } from 'styled-components';
import { media, theme } from '@motion-kit/react';

export const Content = styled.div`
  display: grid;
  gap: ${theme.spacing.section};
  min-width: 0;
`;

export const SectionArticle = styled.article`
  display: grid;
  gap: ${theme.spacing.component};
  min-width: 0;
`;

export const SectionHeader = styled.header`
  display: grid;
  gap: ${theme.spacing['2']};
`;

export const SectionTitle = styled.h2`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.spacing['2']};
  font-size: ${theme.font.size['3xl']};
  &:focus { outline: none; }
  &:focus-visible { outline: 2px solid ${theme.color['focus-ring']}; }
`;

export const Lead = styled.p`
  max-width: 68ch;
  color: ${theme.color['text-muted']};
  font-size: ${theme.font.size.lg};
`;

export const Block = styled.section`
  display: grid;
  gap: ${theme.spacing['3']};
  min-width: 0;
`;

export const BlockTitle = styled.h3`
  font-size: ${theme.font.size.xl};
`;

export const Text = styled.p`
  max-width: 70ch;
  color: ${theme.color['text-muted']};
  line-height: ${theme.font['line-height'].relaxed};
  code {
    padding: 1px ${theme.spacing['1']};
    border-radius: ${theme.radius.sm};
    background: ${theme.color['surface-raised']};
    color: ${theme.color.text};
    font-size: 0.9em;
  }
`;

export const PreviewRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.spacing['3']};
`;

export const CardGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.spacing['4']};
  ${media.tablet} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

export const Card = styled.div`
  display: grid;
  align-content: start;
  gap: ${theme.spacing['2']};
  min-width: 0;
  padding: ${theme.spacing['6']};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  h3, h4 { font-size: ${theme.font.size.lg}; }
  p { color: ${theme.color['text-muted']}; }
`;

export const CardIcon = styled.span`
  display: inline-flex;
  color: ${theme.color.accent};
`;

export const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing['2']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Chip = styled.li`
  padding: 2px ${theme.spacing['2']};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.full};
  background: ${theme.color['surface-raised']};
  color: ${theme.color.text};
  font-family: ${theme.font.family.mono};
  font-size: ${theme.font.size.xs};
  overflow-wrap: anywhere;
`;

export const IntentList = styled.dl`
  display: grid;
  gap: ${theme.spacing['2']};
  margin: 0;
  dt {
    color: ${theme.color.accent};
    font-family: ${theme.font.family.mono};
    font-size: ${theme.font.size.sm};
  }
  dd { margin: 0 0 ${theme.spacing['1']}; color: ${theme.color['text-muted']}; font-size: ${theme.font.size.sm}; }
`;

export const Steps = styled.ol`
  display: grid;
  gap: ${theme.spacing['3']};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  li {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: 0 ${theme.spacing['3']};
    counter-increment: step;
  }
  li::before {
    content: counter(step);
    grid-row: span 2;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 32px;
    height: 32px;
    border-radius: ${theme.radius.full};
    background: ${theme.color['accent-bg']};
    color: ${theme.color['on-accent']};
    font-weight: ${theme.font.weight.semibold};
    font-size: ${theme.font.size.sm};
  }
  strong { font-weight: ${theme.font.weight.semibold}; }
  span { color: ${theme.color['text-muted']}; font-size: ${theme.font.size.sm}; }
`;

export const QuickLinkGrid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.spacing['4']};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.tablet} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

export const QuickLinkCard = styled.a`
  display: grid;
  gap: ${theme.spacing['1']};
  height: 100%;
  padding: ${theme.spacing['4']};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  text-decoration: none;
  transition: border-color ${theme.motion.duration.fast} ${theme.motion.easing.standard},
    transform ${theme.motion.duration.fast} ${theme.motion.easing.spring};
  strong { display: flex; align-items: center; justify-content: space-between; gap: ${theme.spacing['2']}; color: ${theme.color.accent}; }
  span { color: ${theme.color['text-muted']}; font-size: ${theme.font.size.sm}; }
  &:hover { border-color: ${theme.color.accent}; transform: translateY(-2px); }
`;

export const UpgradeCard = styled.aside`
  display: grid;
  gap: ${theme.spacing['3']};
  justify-items: start;
  padding: ${theme.spacing['8']} ${theme.spacing['6']};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.xl};
  background:
    radial-gradient(circle at top right, color-mix(in srgb, ${theme.color.primary['500']} 22%, transparent), transparent 60%),
    ${theme.color.surface};
  h2 { font-size: ${theme.font.size['2xl']}; }
  p { max-width: 60ch; color: ${theme.color['text-muted']}; }
`;

export const NoMatch = styled.p`
  padding: 0 ${theme.spacing['2']};
  color: ${theme.color['text-muted']};
  font-size: ${theme.font.size.sm};
`;

export const PreviewStack = styled.div`
  display: grid;
  gap: ${theme.spacing['4']};
`;

export const QuickLinksTitle = styled.h2`
  font-size: ${theme.font.size['2xl']};
`;
