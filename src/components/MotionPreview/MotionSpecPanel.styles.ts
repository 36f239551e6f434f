// The spec panel beside a preview: its own file, so only the pages that show a panel load its styles.
import { styled } from 'styled-components';
import { media, theme } from '@motion-kit/react';

export const Spec = styled.section`
  display: grid;
  align-content: start;
  gap: ${theme.spacing['3']};
  min-width: 0;
  padding: ${theme.spacing['3']};
  border-top: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  font-size: ${theme.font.size.xs};
  ${media.tablet} {
    border-top: 0;
    border-left: 1px solid ${theme.color.border};
  }
`;

export const SpecComponent = styled.div`
  display: grid;
  gap: ${theme.spacing['2']};
`;

export const SpecHeading = styled.h3`
  margin: 0;
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
`;

export const SpecPart = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 56px;
  gap: ${theme.spacing['1']} ${theme.spacing['2']};
  align-items: start;
  padding-top: ${theme.spacing['2']};
  border-top: 1px dashed ${theme.color.border};
`;

export const SpecPartName = styled.h4`
  align-self: center;
  margin: 0;
  color: ${theme.color.text};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.semibold};
`;

export const SpecList = styled.dl`
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 2px ${theme.spacing['2']};
  margin: 0;
  color: ${theme.color['text-muted']};
  dt {
    color: ${theme.color.text};
    font-weight: ${theme.font.weight.medium};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  code {
    color: ${theme.color.text};
    font-size: inherit;
  }
`;

export const Curve = styled.svg`
  width: 56px;
  height: auto;
  overflow: visible;
  .frame {
    fill: none;
    stroke: ${theme.color.border};
    stroke-width: 0.02;
  }
  .curve {
    fill: none;
    stroke: ${theme.color.accent};
    stroke-width: 0.035;
    stroke-linecap: round;
  }
  .exit {
    stroke: ${theme.color['text-muted']};
    stroke-dasharray: 0.06 0.05;
  }
  .marker {
    fill: ${theme.color.accent};
    stroke: ${theme.color.surface};
    stroke-width: 0.02;
  }
`;

