// The latest benchmark figures in docs/performance.md are written by `npm run bench` between two marker
// comments, so the figures there are always one run's output and never edited by hand.
// @ts-check

export const FIGURES_DOC = 'docs/performance.md';
export const FIGURES_START = '<!-- bench:start -->';
export const FIGURES_END = '<!-- bench:end -->';

/**
 * The document with everything between the markers replaced by `figures`; the markers and the text
 * around them stay byte for byte. Throws, naming the file, unless the document holds exactly one start
 * marker followed by exactly one end marker.
 * @param {string} doc
 * @param {string} figures
 * @param {string} [file] the document's path, for the error message
 */
export function replaceFigures(doc, figures, file = FIGURES_DOC) {
  const start = doc.indexOf(FIGURES_START);
  const end = doc.indexOf(FIGURES_END);
  const once = (/** @type {string} */ marker, /** @type {number} */ at) => at !== -1 && doc.indexOf(marker, at + 1) === -1;
  if (!once(FIGURES_START, start) || !once(FIGURES_END, end) || end < start) {
    throw new Error(`${file}: the bench figures need one "${FIGURES_START}" line followed by one "${FIGURES_END}" line`);
  }
  return `${doc.slice(0, start + FIGURES_START.length)}\n${figures.trim()}\n${doc.slice(end)}`;
}
