// Hides content visually while keeping it in the accessibility tree (labels, live regions).
import { css } from 'styled-components';

/** Styles that hide an element from sight but not from assistive technology. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
