// Text from token files (names, values, descriptions) printed by the tools: one escaping function per
// kind of output, so that what a token file says is always shown and never obeyed. A terminal obeys
// escape sequences, a CI log obeys `::workflow-command::` lines, Markdown renders links, emphasis and
// HTML. Shared by the token tools (scripts/tokens/) and /llms-full.txt (src/app/search/llmsTxt.ts).
// Plain JavaScript with JSDoc types because the token build runs in Node without a TypeScript loader.
// @ts-check

/**
 * Characters that do not print: control characters (C0, DEL, C1, including line breaks), format
 * characters (bidirectional overrides, zero-width spaces, the byte order mark), line and paragraph
 * separators, private-use characters and lone surrogates.
 */
export const NON_PRINTING = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Zl}\p{Zp}]/u;
const NON_PRINTING_ALL = new RegExp(NON_PRINTING.source, 'gu');
// Printable ASCII, which holds none of them: V8 tests this about a hundred times faster than the
// Unicode property classes above, and nearly every token name, value and description is ASCII.
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** Whether `text` holds a character of NON_PRINTING. @param {string} text */
export function hasNonPrinting(text) {
  return !PRINTABLE_ASCII.test(text) && NON_PRINTING.test(text);
}

/**
 * Terminal: every non-printing character as a visible `\u{…}` escape, so a value can neither move the
 * cursor, recolour or retitle the terminal, reorder the line nor start a new one.
 * @param {unknown} text
 * @returns {string}
 */
export function terminalText(text) {
  const string = String(text);
  return hasNonPrinting(string) ? string.replace(NON_PRINTING_ALL, (c) => `\\u{${(c.codePointAt(0) ?? 0).toString(16)}}`) : string;
}

/**
 * CI logs (GitHub Actions reads `::command::` and `##[command]` at the start of a line, after leading
 * spaces): the whole printed text, its values already passed through terminalText. A line that would
 * be read as a command gets a backslash in front.
 * @param {string} text
 * @returns {string}
 */
export function workflowLog(text) {
  return text.replace(/^([ \t]*)(::|##\[)/gm, '$1\\$2');
}

/** @param {unknown} text one line: line breaks and the spaces around them become one space */
const oneLine = (text) => String(text).replace(/\s*[\r\n\u2028\u2029]+\s*/g, ' ');

/**
 * Markdown plain text: one line, every character that could start markup (links, images, emphasis,
 * code, HTML, entities, table cells, headings, lists, quotes) backslash-escaped, so it renders as
 * the characters it holds. Fit for a table cell and for a paragraph.
 * @param {unknown} text
 * @returns {string}
 */
export function markdownText(text) {
  return terminalText(oneLine(text))
    .replace(/[\\`*_[\]<>&|~]/g, '\\$&')
    .replace(/^[#+=-]/, '\\$&')
    .replace(/^(\d+)([.)])/, '$1\\$2');
}

/**
 * A Markdown code span for a table cell that no content can close: the fence is one backtick longer
 * than the longest run of backticks inside, and `|` is escaped as GitHub's tables require. Inside a
 * code span nothing else is markup.
 * @param {unknown} text
 * @returns {string}
 */
export function markdownCode(text) {
  const body = terminalText(oneLine(text)).replaceAll('|', '\\|');
  const longest = Math.max(0, ...(body.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  // CommonMark strips one space from each end, which lets content start or end with a backtick.
  const pad = body.startsWith('`') || body.endsWith('`') || /^ .*\S.* $/.test(body) ? ' ' : '';
  return `${fence}${pad}${body}${pad}${fence}`;
}
