// `npm run tokens:diff [REF] [-- --markdown]`: what the token edits in the working tree change,
// compared with REF (default: where this branch left main). Prints the diff and exits 0; exits 1
// only when one side's tokens do not build (the validator and the contrast guard decide, the diff
// informs), and 2 on a bad argument or revision.
// @ts-check
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { terminalText, workflowLog } from '../../src/lib/outputText.js';
import { formatError } from './build.mjs';
import { buildTokenSet, copyWorkingTree, defaultRevision, extractRevision, git, scratchDir } from './diff-build.mjs';
import { diffTokenSets, formatMarkdown, formatText } from './diff.mjs';
import { scanTokenReaders } from './token-usage.mjs';

const USAGE = `Usage: npm run tokens:diff [-- REF] [-- --markdown]
  Compares the tokens of the working tree with those at REF (a branch, tag or commit; default:
  the merge base with main). --markdown prints tables for a pull request or a CI job summary.`;

/**
 * @param {string[]} argv arguments after the script
 * @returns {{ ref?: string, markdown: boolean, help: boolean } | { error: string }}
 */
export function parseArgs(argv) {
  /** @type {string | undefined} */
  let ref;
  let markdown = false;
  let help = false;
  for (const arg of argv) {
    if (arg === '--markdown') markdown = true;
    else if (arg === '--help' || arg === '-h') help = true;
    else if (arg.startsWith('-')) return { error: `unknown option ${arg}` };
    else if (ref === undefined) ref = arg;
    else return { error: `one revision only, got ${ref} and ${arg}` };
  }
  return { ref, markdown, help };
}

/**
 * @param {{ root: string, argv: string[], out: (text: string) => void, err: (text: string) => void }} io
 *   everything printed goes through workflowLog: a CI log reads both streams
 * @returns {Promise<number>} exit code
 */
export async function main({ root, argv, out: print, err: printError }) {
  const out = (/** @type {string} */ text) => print(workflowLog(text));
  const err = (/** @type {string} */ text) => printError(workflowLog(text));
  const args = parseArgs(argv);
  if ('error' in args) {
    err(`tokens:diff: ${terminalText(args.error)}\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    out(USAGE);
    return 0;
  }

  /** @type {{ ref: string, label: string }} */
  let base;
  try {
    if (args.ref) {
      const commit = await git(root, ['rev-parse', '--verify', `${args.ref}^{commit}`]);
      const short = commit.slice(0, 7);
      // A commit named by its hash (CI passes the base commit's) needs no second spelling.
      base = { ref: commit, label: commit.startsWith(args.ref.toLowerCase()) ? short : `${args.ref} (${short})` };
    } else {
      base = await defaultRevision(root);
    }
  } catch (error) {
    const what = args.ref ? `${terminalText(JSON.stringify(args.ref))} is not a revision of this repository` : 'no revision to compare with';
    err(`tokens:diff: ${what} (${firstLine(error)}).\n${USAGE}`);
    return 2;
  }

  const beforeDir = await scratchDir('before');
  const afterDir = await scratchDir('after');
  try {
    try {
      await extractRevision(root, base.ref, beforeDir);
    } catch (error) {
      err(`tokens:diff: cannot read tokens/ and style-dictionary.config.json at ${terminalText(base.label)}: ${firstLine(error)}`);
      return 2;
    }
    await copyWorkingTree(root, afterDir);
    // One after the other: the build is CPU-bound and the machines here have two cores.
    const before = await buildTokenSet(beforeDir);
    const after = await buildTokenSet(afterDir);
    const failures = [
      ...(before.ok ? [] : [buildFailure(`the tokens at ${terminalText(base.label)}`, before.errors)]),
      ...(after.ok ? [] : [buildFailure('the tokens in the working tree', after.errors)]),
    ];
    if (!before.ok || !after.ok) {
      err(failures.join('\n\n'));
      return 1;
    }
    const names = new Map(
      [...Object.values(before.set.themes), ...Object.values(after.set.themes)].flat().map((t) => [t.name, { name: t.name, cssVar: t.cssVar }]),
    );
    const readers = await scanTokenReaders(root, [...names.values()]);
    const diff = diffTokenSets(before.set, after.set, { readers });
    const labels = { from: base.label, to: 'working tree' };
    out(args.markdown ? formatMarkdown(diff, labels) : formatText(diff, labels));
    return 0;
  } finally {
    await Promise.all([beforeDir, afterDir].map((dir) => rm(dir, { recursive: true, force: true })));
  }
}

/** @param {string} side @param {import('./token-tree.mjs').TokenError[]} errors */
function buildFailure(side, errors) {
  return [`tokens:diff: ${side} do not build, so there is nothing to compare (${errors.length} problem${errors.length === 1 ? '' : 's'}):`, ...errors.map(formatError)].join('\n');
}

/** @param {unknown} error */
function firstLine(error) {
  const e = /** @type {{ stderr?: string, message?: string }} */ (error);
  return terminalText((e.stderr?.trim() || e.message || String(error)).split('\n')[0]);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main({
    root: process.cwd(),
    argv: process.argv.slice(2),
    out: (text) => console.log(text),
    err: (text) => console.error(text),
  });
}
