import { styled } from 'styled-components';
import { tokenColorCss } from './codeTheme';
import { media, theme } from '@motion-kit/react';

export const Frame = styled.div`
  min-width: 0;
  max-width: 100%;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  overflow: hidden;
  & > div {
    gap: 0;
  }
`;

export const Toolbar = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.spacing['2']};
  min-width: 0;
  padding: ${({ theme }) => `${theme.spacing['1']} ${theme.spacing['2']} 0 ${theme.spacing['4']}`};
  border-bottom: 1px solid ${theme.color.border};
  & > [role='tablist'] {
    flex-shrink: 0;
    border-bottom: 0;
  }
`;

export const ToolbarTitle = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  overflow: hidden;
  color: ${theme.color['text-muted']};
  font-family: ${theme.font.family.mono};
  font-size: ${theme.font.size.xs};
  text-overflow: ellipsis;
  white-space: nowrap;
  [role='tablist'] + & {
    text-align: right;
  }
  /* Beside the tabs on a phone there is room for about a dozen characters: two lines, not an ellipsis. */
  ${media.mobile} {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    white-space: normal;
    overflow-wrap: anywhere;
  }
`;

export const CopiedNote = styled.span`
  margin-left: auto;
  color: ${theme.color.status.success};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.medium};
  white-space: nowrap;
  ${ToolbarTitle} + & {
    margin-left: 0;
  }
`;

export const CopyButton = styled.button`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: 32px;
  height: 32px;
  margin-block: ${theme.spacing['1']};
  padding: 0;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color['surface-raised']};
  color: ${theme.color['text-muted']};
  cursor: pointer;
  &:hover,
  &[data-copied] {
    color: ${theme.color.text};
  }
  &:focus-visible {
    outline: 2px solid ${theme.color['focus-ring']};
    outline-offset: 2px;
  }
`;

/** "Try again" after a sample failed to load: a text button inside the code area. */
export const RetryButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.color.accent};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${theme.color['focus-ring']};
    outline-offset: 2px;
  }
`;

export const Pre = styled.pre`
  margin: 0;
  background: ${theme.color.surface};
  color: ${theme.color.text};
  padding: ${theme.spacing['4']};
  max-width: 100%;
  overflow-x: auto;
  font-family: ${theme.font.family.mono};
  font-size: ${theme.font.size.sm};
  line-height: ${theme.font['line-height'].normal};
  tab-size: 2;
  /* A shell command is one line to copy (a backslash continuation fails in PowerShell and cmd) and may hold
     long addresses: it wraps where it must, so it reads whole without sideways scrolling. */
  &[data-language='bash'] {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  &:focus-visible {
    outline: 2px solid ${theme.color['focus-ring']};
    outline-offset: -2px;
  }
  code {
    font: inherit;
  }
  .token.comment {
    font-style: italic;
  }
  ${tokenColorCss}
`;

export const PreviewArea = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${theme.spacing['4']};
  min-height: 120px;
  padding: ${theme.spacing['8']} ${theme.spacing['4']};
  background: ${theme.color.bg};
`;
