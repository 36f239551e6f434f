import { css, styled } from 'styled-components';
import { media, theme, visuallyHidden } from '@motion-kit/react';

export const Page = styled.div`
  display: grid;
  gap: ${theme.spacing['8']};
  min-width: 0;
`;

export const Muted = styled.p`
  max-width: 70ch;
  color: ${theme.color['text-muted']};
`;

const panel = css`
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.xl};
  background: ${theme.color.surface};
`;

export const Toolbar = styled.div`
  ${panel}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.spacing['2']} ${theme.spacing['3']};
  padding: ${theme.spacing['3']} ${theme.spacing['4']};
  /* Kept in reach while editing; on phones it would cover a fifth of the screen. */
  ${media.tablet} {
    position: sticky;
    top: calc(${theme.size.header} + ${theme.spacing['2']});
    z-index: ${theme.zIndex.sticky};
  }
`;

export const ToolbarGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.spacing['2']};
`;

export const Spacer = styled.div`
  flex: 1 1 0;
`;

export const Status = styled.p`
  font-size: ${theme.font.size.sm};
  color: ${theme.color['text-muted']};
`;

export const Layout = styled.div`
  display: grid;
  gap: ${theme.spacing['8']};
  min-width: 0;
  ${media.desktop} {
    grid-template-columns: minmax(22rem, 30rem) minmax(0, 1fr);
    align-items: start;
  }
`;

export const Column = styled.div`
  display: grid;
  gap: ${theme.spacing['6']};
  min-width: 0;
`;

export const Panel = styled.section`
  ${panel}
  display: grid;
  gap: ${theme.spacing['4']};
  min-width: 0;
  padding: ${theme.spacing['4']};
  & summary {
    inline-size: fit-content;
    cursor: pointer;
    font-size: ${theme.font.size.sm};
    color: ${theme.color.accent};
  }
  & summary:focus-visible {
    outline: 2px solid ${theme.color['focus-ring']};
    outline-offset: 2px;
    border-radius: ${theme.radius.sm};
  }
  & details[open] > summary {
    margin-bottom: ${theme.spacing['3']};
  }
  ${media.tablet} {
    padding: ${theme.spacing['6']};
  }
`;

export const PanelTitle = styled.h2`
  font-size: ${theme.font.size.xl};
  font-weight: ${theme.font.weight.bold};
`;

export const Fieldset = styled.fieldset`
  display: grid;
  gap: ${theme.spacing['3']};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const Legend = styled.legend`
  margin-bottom: ${theme.spacing['2']};
  font-weight: ${theme.font.weight.semibold};
`;

export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${theme.spacing['3']};
`;

/** Number fields side by side: an easing's four points in two rows, a spring's three values in one. */
export const NumberGrid = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${theme.spacing['2']};
`;

export const Field = styled.div`
  display: grid;
  gap: ${theme.spacing['1']};
  min-width: 0;
`;

export const Label = styled.label`
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
`;

export const Hint = styled.span`
  font-size: ${theme.font.size.xs};
  color: ${theme.color['text-muted']};
`;

export const FieldError = styled.span`
  font-size: ${theme.font.size.xs};
  color: ${theme.color.status.error};
`;

const control = css`
  min-width: 0;
  min-height: 2.5rem;
  padding: ${theme.spacing['2']};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.bg};
  color: ${theme.color.text};
  font: inherit;
  font-size: ${theme.font.size.sm};
  &:focus-visible {
    outline: 2px solid ${theme.color['focus-ring']};
    outline-offset: 2px;
  }
  &[aria-invalid='true'] {
    border-color: ${theme.color.status.error};
  }
`;

export const TextInput = styled.input`
  ${control}
  width: 100%;
  font-family: ${theme.font.family.mono};
`;

export const ColorRow = styled.div`
  display: flex;
  gap: ${theme.spacing['2']};
  min-width: 0;
`;

export const Swatch = styled.input`
  flex: none;
  inline-size: 2.5rem;
  block-size: 2.5rem;
  padding: 2px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.bg};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${theme.color['focus-ring']};
    outline-offset: 2px;
  }
`;

export const CurveRow = styled.div`
  display: grid;
  grid-template-columns: 6rem minmax(0, 1fr);
  gap: ${theme.spacing['3']};
  align-items: start;
`;

export const Plot = styled.svg`
  inline-size: 6rem;
  block-size: 6rem;
  overflow: visible;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.bg};
  & path {
    fill: none;
    stroke: ${theme.color.accent};
    stroke-width: 2;
    vector-effect: non-scaling-stroke;
  }
  & line {
    stroke: ${theme.color.border};
    stroke-width: 1;
    vector-effect: non-scaling-stroke;
  }
`;

export const Code = styled.code`
  display: block;
  overflow-wrap: anywhere;
  font-family: ${theme.font.family.mono};
  font-size: ${theme.font.size.xs};
  color: ${theme.color['text-muted']};
`;

export const Panes = styled.div`
  display: grid;
  gap: ${theme.spacing['4']};
  min-width: 0;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
`;

export const Pane = styled.div`
  display: grid;
  gap: ${theme.spacing['4']};
  min-width: 0;
  padding: ${theme.spacing['4']};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.xl};
  background: ${theme.color.bg};
  color: ${theme.color.text};
  font-family: ${theme.font.family.sans};
`;

export const PaneBody = styled.div`
  display: grid;
  gap: ${theme.spacing['4']};
  min-width: 0;
`;

export const PaneTitle = styled.h3`
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.semibold};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing['2']};
  align-items: center;
`;

export const TableWrap = styled.div`
  overflow-x: auto;
  max-inline-size: 100%;
`;

export const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: ${theme.font.size.sm};
  & th,
  & td {
    padding: ${theme.spacing['2']};
    border-bottom: 1px solid ${theme.color.border};
    text-align: start;
    vertical-align: top;
  }
  & th {
    font-weight: ${theme.font.weight.semibold};
  }
`;

export const Verdict = styled.span<{ $passes: boolean }>`
  font-weight: ${theme.font.weight.semibold};
  color: ${({ $passes }) => ($passes ? theme.color.status.success : theme.color.status.error)};
`;

export const Chip = styled.span`
  display: inline-block;
  inline-size: 1rem;
  block-size: 1rem;
  margin-inline-end: ${theme.spacing['1']};
  vertical-align: middle;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
`;

export const ErrorList = styled.ul`
  display: grid;
  gap: ${theme.spacing['1']};
  padding-inline-start: ${theme.spacing['4']};
  font-size: ${theme.font.size.sm};
  color: ${theme.color.status.error};
`;

export const FileList = styled.ul`
  display: grid;
  gap: ${theme.spacing['2']};
  list-style: none;
  padding: 0;
`;

export const Caption = styled.caption`
  ${visuallyHidden}
`;

export const FileInput = styled.input`
  max-inline-size: 100%;
  font-size: ${theme.font.size.sm};
  &:focus-visible {
    outline: 2px solid ${theme.color['focus-ring']};
    outline-offset: 2px;
  }
`;
