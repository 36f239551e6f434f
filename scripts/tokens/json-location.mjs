// Parses JSON and, on failure, says where: V8 names a position for some syntax errors but not for
// others ("Unexpected token '}', ... is not valid JSON"), and a designer needs a line and column.
// @ts-check

/**
 * @param {string} text
 * @returns {{ ok: true, data: unknown } | { ok: false, message: string, line: number, column: number }}
 */
export function parseJsonWithLocation(text) {
  try {
    return { ok: true, data: JSON.parse(text) };
  } catch (error) {
    const raw = /** @type {Error} */ (error).message;
    const offset = positionIn(raw, text.length) ?? firstBadOffset(text);
    const { line, column } = lineAndColumn(text, offset);
    // V8 appends a snippet of the input that repeats what line/column already say.
    const message = raw.replace(/, ".*" is not valid JSON$/s, '').replace(/ in JSON at position \d+.*$/s, '').replace(/\n/g, '\\n');
    return { ok: false, message, line, column };
  }
}

/** @param {string} message @param {number} length */
function positionIn(message, length) {
  if (/Unexpected end of JSON input/.test(message)) return length;
  const match = /at position (\d+)/.exec(message);
  return match ? Number(match[1]) : undefined;
}

/**
 * A prefix of valid JSON fails only "at the end"; the shortest prefix that fails earlier ends
 * just after the offending character. Binary search keeps this to about log2(n) parses.
 * @param {string} text
 */
function firstBadOffset(text) {
  const failsBeforeEnd = (/** @type {number} */ k) => {
    const prefix = text.slice(0, k);
    try {
      JSON.parse(prefix);
      return false;
    } catch (error) {
      const message = /** @type {Error} */ (error).message;
      if (/end of JSON input|Unterminated/.test(message)) return false;
      const position = positionIn(message, k);
      return position === undefined || position < k;
    }
  };
  let low = 0;
  let high = text.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (failsBeforeEnd(mid + 1)) high = mid;
    else low = mid + 1;
  }
  return low;
}

/** @param {string} text @param {number} offset 1-based line and column of a 0-based offset */
export function lineAndColumn(text, offset) {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}
