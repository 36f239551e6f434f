// Command palette fuzzy scoring, exactly as SPEC section 5, and the ranking built on it.
import { COMMAND_PALETTE_MAX_RESULTS } from './timing';

/** Score of a case-insensitive substring match. */
export const SUBSTRING_SCORE = 0.9;
/** Scores below this are no match at all. */
export const MIN_FUZZY_SCORE = 0.1;

/**
 * 0.9 when `query` occurs in `text` (ignoring case). Otherwise an ordered-character match: every query
 * character found in `text` in order ("gth" in "Go to Home"), scored by the matched ratio, the share of
 * the text those characters make up (so a tight match outranks a scattered one in a long description).
 * A query whose characters are not all there in order is no match: "xyz" lists nothing, even though a
 * "y" occurs somewhere. Below 0.1, and for an empty query, 0.
 */
export function fuzzyScore(query: string, text: string): number {
  return fuzzyScoreLower(query.trim().toLowerCase(), text.toLowerCase());
}

/**
 * fuzzyScore of a query already trimmed and lower-cased against a lower-cased text: a large index
 * (the site search) lower-cases its texts once, not on every keystroke.
 */
export function fuzzyScoreLower(needle: string, haystack: string): number {
  if (!needle) return 0;
  if (haystack.includes(needle)) return SUBSTRING_SCORE;

  // A full ordered match scores needle.length / haystack.length: a text too long for that to reach the
  // minimum cannot match, and is not walked (most texts of a large index, for a short query).
  if (needle.length < MIN_FUZZY_SCORE * haystack.length) return 0;
  let matched = 0;
  for (let i = 0; i < haystack.length && matched < needle.length; i += 1) {
    if (haystack[i] === needle[matched]) matched += 1;
  }
  if (matched < needle.length) return 0;
  const score = matched / haystack.length;
  return score < MIN_FUZZY_SCORE ? 0 : score;
}

/** The fields of a command the palette searches. */
export interface RankableCommand {
  /** The command's name. */
  title: string;
  /** A line under the title. */
  description?: string;
  /** Extra words the search matches. */
  keywords?: readonly string[];
}

/** A command with its score for a query. */
export interface RankedCommand<C extends RankableCommand> {
  /** The command. */
  command: C;
  /** Its score, 0 to 1; higher ranks first. */
  score: number;
}

/** The best score of the query over a command's title, description and each keyword. */
export function commandScore(query: string, command: RankableCommand): number {
  const fields = [command.title, command.description ?? '', ...(command.keywords ?? [])];
  return Math.max(0, ...fields.map((field) => fuzzyScore(query, field)));
}

/**
 * Commands matching `query`, best first (ties keep the given order), at most `max`.
 * An empty or whitespace query lists the commands as given, up to `max`.
 */
export function rankCommands<C extends RankableCommand>(
  commands: readonly C[],
  query: string,
  max: number = COMMAND_PALETTE_MAX_RESULTS,
): RankedCommand<C>[] {
  const limit = Math.max(0, max);
  if (!query.trim()) return commands.slice(0, limit).map((command) => ({ command, score: 1 }));
  return commands
    .map((command, index) => ({ command, score: commandScore(query, command), index }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map(({ command, score }) => ({ command, score }));
}
