import { styled } from 'styled-components';
import { media, theme } from '@motion-kit/react';

export const Result = styled.span`
  display: grid;
  gap: 2px;
`;

export const ResultMeta = styled.span`
  color: ${theme.color['text-muted']};
  font-size: ${theme.font.size.xs};
`;

export const Count = styled.span`
  min-width: 1.75em;
  padding: 0 ${theme.spacing['1']};
  border-radius: ${theme.radius.full};
  background: ${theme.color.bg};
  color: ${theme.color['text-muted']};
  font-variant-numeric: tabular-nums;
  text-align: center;
`;

export const Panel = styled.section`
  display: grid;
  gap: ${theme.spacing['4']};
  min-width: 0;
  scroll-margin-top: calc(${theme.size.header} + ${theme.spacing['4']});
`;

export const PanelHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.spacing['2']};
`;

export const PanelTitle = styled.h2`
  font-size: ${theme.font.size['2xl']};
  font-weight: ${theme.font.weight.bold};
  letter-spacing: -0.01em;
  ${media.tablet} { font-size: ${theme.font.size['3xl']}; }
`;

export const PanelMeta = styled.p`
  color: ${theme.color['text-muted']};
  font-size: ${theme.font.size.sm};
`;

export const PanelLead = styled.p`
  max-width: 65ch;
  color: ${theme.color['text-muted']};
`;

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.spacing['4']};
  margin: 0;
  padding: 0;
  list-style: none;
  > li { display: grid; }
  @media (min-width: 900px) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

export const Showcase = styled.section`
  position: relative;
  display: grid;
  gap: ${theme.spacing['4']};
  align-items: center;
  overflow: hidden;
  padding: ${theme.spacing['6']};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.xl};
  background: ${theme.color.surface};
  ${media.tablet} { grid-template-columns: 1fr auto; }
`;

export const ShowcaseGlow = styled.div`
  position: absolute;
  inset: 0;
  pointer-events: none;
  background:
    radial-gradient(circle at 0% 0%, color-mix(in srgb, ${theme.color.primary['500']} 22%, transparent), transparent 55%),
    radial-gradient(circle at 100% 100%, color-mix(in srgb, ${theme.color.secondary['500']} 16%, transparent), transparent 50%);
`;

export const ShowcaseText = styled.div`
  position: relative;
  display: grid;
  gap: ${theme.spacing['2']};
  p { color: ${theme.color['text-muted']}; max-width: 60ch; }
`;

export const ShowcaseTitle = styled.h3`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.spacing['2']};
  font-size: ${theme.font.size.xl};
  svg { color: ${theme.color.accent}; }
`;
