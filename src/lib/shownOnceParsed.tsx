// A row laid out from its right edge or its centre, drawn while a slow phone still parses a long page:
// the browser draws the items that have arrived, so those drawn early move once the later ones arrive,
// from under a finger already on its way to one of them. Such a row ends with PARSED_END and is shown
// once that last child has been parsed (`:has()`; a browser without it shows the row as before).
import { css } from 'styled-components';

/** The row's last child, empty and hidden: parsed last, so its presence means the whole row is there. */
export const PARSED_END = <span data-parsed-end="" hidden />;

/** The row's rule: hidden until its PARSED_END has been parsed. */
export const shownOnceParsed = css`
  &:not(:has(> [data-parsed-end])) {
    visibility: hidden;
  }
`;
