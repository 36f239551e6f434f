// The token diff, pure: two built token sets in, what a designer wants to review out. Tokens
// added, removed, renamed (a hint: same values under a new name) and changed, with each change
// told under the token that was edited and the tokens that follow it by reference beneath; the
// contrast pairs of the config whose ratio moved, with their WCAG level before and after; and who
// reads each changed token. scripts/tokens/diff-cli.mjs builds the two sets and prints this.
// @ts-check
import { markdownCode, markdownText, terminalText } from '../../src/lib/outputText.js';
import { contrastRatio } from './contrast.mjs';
import { referencesIn } from './references.mjs';

/**
 * @typedef {{ name: string, cssVar: string, type?: string, value: unknown, original: unknown }} TokenRow
 *   one token as built for one theme: `value` resolved, `original` as written in the source (with `{references}`)
 * @typedef {import('./contrast.mjs').ContrastPair} ContrastPair
 * @typedef {{ themes: Record<string, TokenRow[]>, contrast?: { minimum: number, pairs: ContrastPair[] } }} TokenSet
 * @typedef {{ themes: string[], before: unknown, after: unknown }} ValueChange themes where the value went from `before` to `after`
 * @typedef {{ name: string, cssVar: string, changes: ValueChange[], via: string[], readers: string[] }} Follower
 *   `via`: the reference chain from this token to the edited one, without either end
 * @typedef {{ name: string, cssVar: string, changes: ValueChange[], readers: string[], followers: Follower[] }} ChangedToken
 * @typedef {{ name: string, cssVar: string, values: ValueChange[], readers: string[] }} PresentToken `values`: `after` (added) or `before` (removed) per theme
 * @typedef {{ from: string, to: string, fromCssVar: string, toCssVar: string, values: ValueChange[], readers: string[] }} RenamedToken
 * @typedef {{ ratio: number, level: Level } | null} Reading null where the pair cannot be measured (a token missing or not a hex color)
 * @typedef {'AAA' | 'AA' | 'AA large' | 'fail'} Level
 * @typedef {{ text: string, background: string, role: string, theme: string, required: number | null, before: Reading, after: Reading,
 *   dropsLevel: boolean, failsRequirement: boolean, causes: string[] }} ContrastMove
 * @typedef {{ themes: string[], added: PresentToken[], removed: PresentToken[], renamed: RenamedToken[], changed: ChangedToken[],
 *   contrast: ContrastMove[], contrastPairs: number, readers: string[] }} TokenDiff `contrastPairs`: how many pairs the configs declare
 */

/** WCAG 2 levels for text: 1.4.6 (7:1), 1.4.3 (4.5:1), large text and 1.4.11 UI parts (3:1). */
const LEVELS = /** @type {const} */ ([
  ['AAA', 7],
  ['AA', 4.5],
  ['AA large', 3],
]);

/** @param {number} ratio rounded down as displayed @returns {Level} */
export function wcagLevel(ratio) {
  return LEVELS.find(([, min]) => ratio >= min)?.[0] ?? 'fail';
}

const LEVEL_RANK = { fail: 0, 'AA large': 1, AA: 2, AAA: 3 };

/** The ratio a pair's role must meet, as the contrast guard applies it (body: the config minimum, ui: 3:1). @param {string} role @param {number} minimum */
function requiredRatio(role, minimum) {
  return role === 'body' ? minimum : role === 'ui' ? 3 : null;
}

const key = (/** @type {unknown} */ value) => JSON.stringify(value);

/**
 * Per-token view across themes: name -> theme -> row.
 * @param {TokenSet} set
 */
function byName(set) {
  /** @type {Map<string, Map<string, TokenRow>>} */
  const tokens = new Map();
  for (const [theme, rows] of Object.entries(set.themes)) {
    for (const row of rows) {
      if (!tokens.has(row.name)) tokens.set(row.name, new Map());
      tokens.get(row.name)?.set(theme, row);
    }
  }
  return tokens;
}

/**
 * Groups the themes that went the same way: one line "all themes" for a base token, one per theme otherwise.
 * @param {string[]} themes @param {(theme: string) => [unknown, unknown]} values @param {boolean} onlyDifferent
 * @returns {ValueChange[]}
 */
function groupChanges(themes, values, onlyDifferent) {
  /** @type {Map<string, ValueChange>} */
  const groups = new Map();
  for (const theme of themes) {
    const [before, after] = values(theme);
    if (onlyDifferent && key(before) === key(after)) continue;
    const id = key([before, after]);
    const group = groups.get(id);
    if (group) group.themes.push(theme);
    else groups.set(id, { themes: [theme], before, after });
  }
  return [...groups.values()];
}

/**
 * @param {TokenSet} before @param {TokenSet} after
 * @param {{ readers?: Map<string, string[]> }} [options] `readers`: token name -> the sources that read it
 * @returns {TokenDiff}
 */
export function diffTokenSets(before, after, { readers = new Map() } = {}) {
  const themes = [...new Set([...Object.keys(before.themes), ...Object.keys(after.themes)])];
  const old = byName(before);
  const now = byName(after);
  const readersOf = (/** @type {string} */ name) => readers.get(name) ?? [];
  const cssVarOf = (/** @type {string} */ name) => [...(now.get(name) ?? old.get(name) ?? new Map()).values()][0]?.cssVar ?? '';
  const valueIn = (/** @type {Map<string, Map<string, TokenRow>>} */ set, /** @type {string} */ name, /** @type {string} */ theme) =>
    set.get(name)?.get(theme)?.value;
  const originalIn = (/** @type {Map<string, Map<string, TokenRow>>} */ set, /** @type {string} */ name, /** @type {string} */ theme) =>
    set.get(name)?.get(theme)?.original;

  // Added and removed, then pairs of them holding the same values in every theme: probably a rename.
  const addedNames = [...now.keys()].filter((n) => !old.has(n));
  const removedNames = [...old.keys()].filter((n) => !now.has(n));
  const signature = (/** @type {Map<string, Map<string, TokenRow>>} */ set, /** @type {string} */ name) =>
    key(themes.map((theme) => [set.get(name)?.get(theme)?.type, valueIn(set, name, theme)]));
  const countBy = (/** @type {string[]} */ list, /** @type {(n: string) => string} */ f) => {
    /** @type {Map<string, string[]>} */
    const map = new Map();
    for (const n of list) map.set(f(n), [...(map.get(f(n)) ?? []), n]);
    return map;
  };
  const addedBySignature = countBy(addedNames, (n) => signature(now, n));
  const removedBySignature = countBy(removedNames, (n) => signature(old, n));
  /** @type {RenamedToken[]} */
  const renamed = [];
  for (const [sig, [from, ...more] = []] of removedBySignature) {
    const [to, ...others] = addedBySignature.get(sig) ?? [];
    // Only a one-to-one match is a useful hint; several tokens sharing a value would be a guess.
    if (!from || !to || more.length > 0 || others.length > 0) continue;
    renamed.push({
      from,
      to,
      fromCssVar: cssVarOf(from),
      toCssVar: cssVarOf(to),
      values: groupChanges(themes, (t) => [valueIn(old, from, t), valueIn(now, to, t)], false),
      readers: [...new Set([...readersOf(from), ...readersOf(to)])].sort(),
    });
  }
  const renamedNames = new Set(renamed.flatMap((r) => [r.from, r.to]));
  const present = (/** @type {Map<string, Map<string, TokenRow>>} */ set, /** @type {string} */ name, /** @type {'before' | 'after'} */ side) => ({
    name,
    cssVar: cssVarOf(name),
    values: groupChanges(themes, (t) => (side === 'after' ? [undefined, valueIn(set, name, t)] : [valueIn(set, name, t), undefined]), false).filter(
      (v) => (side === 'after' ? v.after : v.before) !== undefined,
    ),
    readers: readersOf(name),
  });
  const added = addedNames.filter((n) => !renamedNames.has(n)).map((n) => present(now, n, 'after'));
  const removed = removedNames.filter((n) => !renamedNames.has(n)).map((n) => present(old, n, 'before'));

  // Changed: resolved value differs in some theme. Edited when its source value differs too;
  // otherwise it moved through a reference and is told under the edited token(s) it reaches.
  const changedNames = [...now.keys()].filter((n) => old.has(n) && themes.some((t) => key(valueIn(old, n, t)) !== key(valueIn(now, n, t))));
  const changesOf = (/** @type {string} */ name) => groupChanges(themes, (t) => [valueIn(old, name, t), valueIn(now, name, t)], true);
  const isEdited = (/** @type {string} */ name) => themes.some((t) => key(originalIn(old, name, t)) !== key(originalIn(now, name, t)));
  const edited = new Set(changedNames.filter(isEdited));

  /** @type {Map<string, Follower[]>} */
  const followersOf = new Map();
  /** @type {Map<string, string[]>} token -> edited tokens it follows */
  const rootsOf = new Map();
  for (const name of changedNames.filter((n) => !edited.has(n))) {
    const roots = followedEdits(name, themes, now, edited);
    if (roots.size === 0) {
      // Nothing edited upstream (say, a reference now resolving in another file): tell it as edited.
      edited.add(name);
      continue;
    }
    rootsOf.set(name, [...roots.keys()]);
    for (const [root, via] of roots) {
      followersOf.set(root, [...(followersOf.get(root) ?? []), { name, cssVar: cssVarOf(name), changes: changesOf(name), via, readers: readersOf(name) }]);
    }
  }
  /** @type {ChangedToken[]} */
  const changed = changedNames
    .filter((n) => edited.has(n))
    .map((name) => ({
      name,
      cssVar: cssVarOf(name),
      changes: changesOf(name),
      readers: readersOf(name),
      followers: (followersOf.get(name) ?? []).sort((a, b) => a.via.length - b.via.length || a.name.localeCompare(b.name)),
    }));
  const causesOf = (/** @type {string} */ name) => (edited.has(name) ? [name] : (rootsOf.get(name) ?? []));

  const contrast = contrastMoves(before, after, themes, causesOf);
  const touched = [...changed.flatMap((c) => [c.name, ...c.followers.map((f) => f.name)]), ...renamed.flatMap((r) => [r.from, r.to]), ...removedNames];
  return {
    themes,
    added,
    removed,
    renamed,
    changed,
    contrast,
    contrastPairs: new Set([...(before.contrast?.pairs ?? []), ...(after.contrast?.pairs ?? [])].map((p) => `${p.text}|${p.background}`)).size,
    readers: [...new Set(touched.flatMap(readersOf))].sort(),
  };
}

/**
 * The edited tokens `name` reaches through its references, with the chain in between (shortest first).
 * @param {string} name @param {string[]} themes @param {Map<string, Map<string, TokenRow>>} tokens @param {Set<string>} edited
 * @returns {Map<string, string[]>}
 */
function followedEdits(name, themes, tokens, edited) {
  /** @type {Map<string, string[]>} */
  const found = new Map();
  for (const theme of themes) {
    const seen = new Set([name]);
    /** @type {[string, string[]][]} */
    let frontier = [[name, []]];
    while (frontier.length > 0) {
      /** @type {[string, string[]][]} */
      const next = [];
      for (const [id, via] of frontier) {
        for (const ref of referencesIn(tokens.get(id)?.get(theme)?.original)) {
          if (seen.has(ref)) continue;
          seen.add(ref);
          // An edited token is where the change came from; look no further up that line.
          if (edited.has(ref)) {
            if (!found.has(ref)) found.set(ref, via);
          } else next.push([ref, [...via, ref]]);
        }
      }
      frontier = next;
    }
  }
  return found;
}

/**
 * The declared pairs (both configs) whose displayed ratio moved, per theme.
 * @param {TokenSet} before @param {TokenSet} after @param {string[]} themes @param {(name: string) => string[]} causesOf
 * @returns {ContrastMove[]}
 */
function contrastMoves(before, after, themes, causesOf) {
  /** @type {Map<string, ContrastPair>} */
  const pairs = new Map();
  for (const pair of [...(before.contrast?.pairs ?? []), ...(after.contrast?.pairs ?? [])]) pairs.set(`${pair.text}|${pair.background}`, pair);
  const minimum = after.contrast?.minimum ?? before.contrast?.minimum ?? 4.5;
  /** @type {ContrastMove[]} */
  const moves = [];
  for (const pair of pairs.values()) {
    for (const theme of themes) {
      const was = measure(before, theme, pair);
      const is = measure(after, theme, pair);
      if (was?.ratio === is?.ratio) continue;
      const required = requiredRatio(pair.role, minimum);
      moves.push({
        text: pair.text,
        background: pair.background,
        role: pair.role,
        theme,
        required,
        before: was,
        after: is,
        dropsLevel: Boolean(was && is && LEVEL_RANK[is.level] < LEVEL_RANK[was.level]),
        failsRequirement: Boolean(is && required !== null && is.ratio < required),
        causes: [...new Set([...causesOf(pair.text), ...causesOf(pair.background)])].sort(),
      });
    }
  }
  return moves;
}

/**
 * One pair's ratio in one theme, rounded down to two decimals as the build shows it (4.496 is never "4.5").
 * @param {TokenSet} set @param {string} theme @param {ContrastPair} pair @returns {Reading}
 */
function measure(set, theme, pair) {
  const rows = set.themes[theme] ?? [];
  const text = rows.find((r) => r.name === pair.text)?.value;
  const background = rows.find((r) => r.name === pair.background)?.value;
  const hex = (/** @type {unknown} */ v) => typeof v === 'string' && /^#[0-9a-f]{3,8}$/i.test(v);
  if (!hex(text) || !hex(background)) return null;
  const ratio = Math.floor(contrastRatio(String(text), String(background)) * 100) / 100;
  return { ratio, level: wcagLevel(ratio) };
}

/** True when nothing a designer would review changed. @param {TokenDiff} diff */
export function isEmpty(diff) {
  return [diff.added, diff.removed, diff.renamed, diff.changed, diff.contrast].every((list) => list.length === 0);
}

// ---------------------------------------------------------------------------------------------
// Output

/** A value as a designer reads it: colors and dimensions as written, lists and objects as JSON. @param {unknown} value */
export function formatValue(value) {
  if (value === undefined) return '(none)';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** `dark, light` or `all themes`. @param {string[]} themes @param {string[]} all */
function themeLabel(themes, all) {
  return themes.length === all.length && all.length > 1 ? 'all themes' : themes.join(', ');
}

/** @param {Reading} reading */
const readingText = (reading) => (reading ? `${reading.ratio.toFixed(2)}:1 ${reading.level}` : 'n/a');

/** Why no pair moved, so a reader does not wonder whether the check ran. @param {TokenDiff} diff */
function noContrastMove(diff) {
  return diff.contrastPairs === 0 ? 'the config declares no contrast pairs' : `none of the ${diff.contrastPairs} declared pairs changed ratio in any theme`;
}

/** @param {ContrastMove} move */
function contrastNote(move) {
  const notes = [];
  if (move.dropsLevel) notes.push('drops a level');
  if (move.failsRequirement) notes.push(`under ${move.required}:1 for ${move.role}`);
  return notes;
}

/** @param {ContrastMove} move */
const requirementText = (move) => (move.required === null ? `${move.role}, no minimum` : `${move.role}, needs ${move.required}:1`);

/**
 * Every string of `data` passed through `escape`, except the values of a ValueChange (`before` and
 * `after`), which are turned into text first (formatValue).
 * @template T @param {T} data @param {(text: string) => string} escape @returns {T}
 */
function escapeStrings(data, escape) {
  /** @returns {any} */
  const visit = (/** @type {unknown} */ node, /** @type {boolean} */ raw) => {
    if (raw) return node;
    if (typeof node === 'string') return escape(node);
    if (Array.isArray(node)) return node.map((item) => visit(item, false));
    if (node && typeof node === 'object') {
      const isChange = 'themes' in node && ('before' in node || 'after' in node);
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, visit(v, isChange && (k === 'before' || k === 'after'))]));
    }
    return node;
  };
  return visit(data, false);
}

/**
 * Terminal text: every name, value and label through terminalText. A CI log reads it too, so the
 * CLI passes the result through workflowLog.
 * @param {TokenDiff} rawDiff @param {{ from: string, to: string }} labels
 */
export function formatText(rawDiff, labels) {
  const diff = escapeStrings(rawDiff, terminalText);
  const { from, to } = escapeStrings(labels, terminalText);
  const lines = [`Token diff: ${from} -> ${to}`];
  if (isEmpty(diff)) return [...lines, '', 'No token changed.'].join('\n');
  const all = diff.themes;
  const show = (/** @type {unknown} */ value) => terminalText(formatValue(value));
  const changes = (/** @type {ValueChange[]} */ list) => list.map((c) => `${themeLabel(c.themes, all)}: ${show(c.before)} -> ${show(c.after)}`);
  const readers = (/** @type {string[]} */ list) => (list.length > 0 ? list.join(', ') : 'no component reads it directly');

  const followerCount = diff.changed.reduce((n, c) => n + c.followers.length, 0);
  lines.push('', `Changed: ${diff.changed.length} edited, ${followerCount} following by reference`);
  if (diff.changed.length === 0) lines.push('  (none)');
  for (const token of diff.changed) {
    lines.push(`  ${token.name}  ${token.cssVar}`);
    for (const change of changes(token.changes)) lines.push(`      ${change}`);
    lines.push(`      used by: ${readers(token.readers)}`);
    if (token.followers.length > 0) lines.push(`      followed by ${token.followers.length}:`);
    for (const follower of token.followers) {
      const via = follower.via.length > 0 ? ` (via ${follower.via.join(' -> ')})` : '';
      lines.push(`        ${follower.name}  ${follower.cssVar}${via}`);
      for (const change of changes(follower.changes)) lines.push(`            ${change}`);
      lines.push(`            used by: ${readers(follower.readers)}`);
    }
  }

  const present = (/** @type {string} */ title, /** @type {PresentToken[]} */ list, /** @type {'before' | 'after'} */ side) => {
    lines.push('', `${title}: ${list.length}`);
    for (const token of list) {
      const values = token.values.map((v) => `${themeLabel(v.themes, all)}: ${show(v[side])}`).join('; ');
      lines.push(`  ${token.name}  ${token.cssVar}  ${values}${token.readers.length > 0 ? `  used by: ${token.readers.join(', ')}` : ''}`);
    }
  };
  present('Added', diff.added, 'after');
  present('Removed', diff.removed, 'before');
  lines.push('', `Renamed (a hint: same values, new name): ${diff.renamed.length}`);
  for (const token of diff.renamed) {
    const values = token.values.map((v) => `${themeLabel(v.themes, all)}: ${show(v.after)}`).join('; ');
    lines.push(`  ${token.from} -> ${token.to}  (${token.fromCssVar} -> ${token.toCssVar})  ${values}${token.readers.length > 0 ? `  used by: ${token.readers.join(', ')}` : ''}`);
  }

  lines.push('', `Contrast pairs that moved: ${diff.contrast.length}${diff.contrast.length === 0 ? ` (${noContrastMove(diff)})` : ''}`);
  for (const move of diff.contrast) {
    const notes = contrastNote(move);
    lines.push(
      `  ${notes.length > 0 ? '!' : ' '} ${move.theme.padEnd(6)} ${move.text} on ${move.background}: ${readingText(move.before)} -> ${readingText(move.after)}` +
        `  (${requirementText(move)}${move.causes.length > 0 ? `; from ${move.causes.join(', ')}` : ''})${notes.length > 0 ? `  ${notes.join(', ').toUpperCase()}` : ''}`,
    );
  }

  lines.push('', `Components and theme files reading what changed: ${diff.readers.length > 0 ? diff.readers.join(', ') : 'none'}`);
  return lines.join('\n');
}

/** Text in a Markdown table cell, shown as written (see markdownText). @param {string} text */
const cell = (text) => markdownText(text);
/** @param {unknown} value */
const code = (value) => markdownCode(formatValue(value));

/**
 * A Markdown summary for a pull-request comment or a CI job summary.
 * @param {TokenDiff} diff @param {{ from: string, to: string }} labels
 */
export function formatMarkdown(diff, { from, to }) {
  const lines = ['## Token diff', '', `${cell(from)} → ${cell(to)}`];
  if (isEmpty(diff)) return [...lines, '', 'No token changed.', ''].join('\n');
  const all = diff.themes;
  const users = (/** @type {string[]} */ list) => (list.length > 0 ? cell(list.join(', ')) : '—');

  if (diff.changed.length > 0) {
    lines.push('', '### Changed', '', '| Token | CSS variable | Themes | Before | After | Used by |', '| --- | --- | --- | --- | --- | --- |');
    for (const token of diff.changed) {
      token.changes.forEach((change, i) => {
        lines.push(
          `| ${i === 0 ? `**${code(token.name)}**` : ''} | ${i === 0 ? code(token.cssVar) : ''} | ${cell(themeLabel(change.themes, all))} | ${code(change.before)} | ${code(change.after)} | ${i === 0 ? users(token.readers) : ''} |`,
        );
      });
      for (const follower of token.followers) {
        const via = follower.via.length > 0 ? ` via ${follower.via.map((v) => code(v)).join(' → ')}` : '';
        follower.changes.forEach((change, i) => {
          lines.push(
            `| ${i === 0 ? `↳ ${code(follower.name)} follows ${code(token.name)}${via}` : ''} | ${i === 0 ? code(follower.cssVar) : ''} | ${cell(themeLabel(change.themes, all))} | ${code(change.before)} | ${code(change.after)} | ${i === 0 ? users(follower.readers) : ''} |`,
          );
        });
      }
    }
  }

  const present = (/** @type {string} */ title, /** @type {PresentToken[]} */ list, /** @type {'before' | 'after'} */ side) => {
    if (list.length === 0) return;
    lines.push('', `### ${title}`, '', '| Token | CSS variable | Value | Used by |', '| --- | --- | --- | --- |');
    for (const token of list) {
      const values = token.values.map((v) => `${cell(themeLabel(v.themes, all))}: ${code(v[side])}`).join('<br>');
      lines.push(`| ${code(token.name)} | ${code(token.cssVar)} | ${values} | ${users(token.readers)} |`);
    }
  };
  present('Added', diff.added, 'after');
  present('Removed', diff.removed, 'before');
  if (diff.renamed.length > 0) {
    lines.push('', '### Renamed?', '', 'Removed and added with the same values in every theme: probably a rename, so check the readers still find it.', '');
    lines.push('| Was | Now | Value | Used by |', '| --- | --- | --- | --- |');
    for (const token of diff.renamed) {
      const values = token.values.map((v) => `${cell(themeLabel(v.themes, all))}: ${code(v.after)}`).join('<br>');
      lines.push(`| ${code(token.from)} | ${code(token.to)} | ${values} | ${users(token.readers)} |`);
    }
  }
  if (diff.contrast.length === 0) {
    lines.push('', '### Contrast pairs that moved', '', `None: ${noContrastMove(diff)}.`);
  } else {
    lines.push('', '### Contrast pairs that moved', '', '| Theme | Text | Background | Role | Before | After | From | |', '| --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const move of diff.contrast) {
      const notes = contrastNote(move);
      lines.push(
        `| ${cell(move.theme)} | ${code(move.text)} | ${code(move.background)} | ${cell(requirementText(move))} | ${readingText(move.before)} | ${readingText(move.after)} | ${move.causes.map((c) => code(c)).join(', ')} | ${notes.length > 0 ? `⚠️ ${notes.join(', ')}` : ''} |`,
      );
    }
  }
  lines.push('', `**Components and theme files reading what changed:** ${diff.readers.length > 0 ? cell(diff.readers.join(', ')) : 'none'}`, '');
  return lines.join('\n');
}
