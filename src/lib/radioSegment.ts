// One option of a segmented radio group: a label over a transparent native radio, so the browser keeps
// the group's arrow keys, focus and form behaviour while the label draws the selection. Token values come
// from the ThemeProvider's theme, so this helper depends on no room of the kit.
import { css } from 'styled-components';

export const radioSegment = css`
  position: relative;
  display: grid;
  place-items: center;
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color['text-muted']};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  &:has(input:checked) {
    background: ${({ theme }) => theme.color['accent-bg']};
    color: ${({ theme }) => theme.color['on-accent']};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.color['focus-ring']};
    outline-offset: 2px;
  }
  &:hover:not(:has(input:checked)) {
    color: ${({ theme }) => theme.color.text};
  }
`;
