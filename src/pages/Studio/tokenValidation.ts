// The studio's one door to the token build's validation, so a file imported into the studio (or a
// draft read from a link) gets the build's own errors. scripts/tokens/validate.mjs reads files with
// Node and names CSS variables through Style Dictionary, neither of which belongs in a browser chunk,
// so this adapter runs the same pure checks it is made of (token-tree, token-values, references,
// spring) per build scope. When the validator's pure part is importable in a browser, point
// `validateFiles` at it and keep this module's signature.
import { parseJsonWithLocation } from '../../../scripts/tokens/json-location.mjs';
import { walkTokenFile, type TokenError } from '../../../scripts/tokens/token-tree.mjs';
import { ALLOWED_TYPES, checkValue } from '../../../scripts/tokens/token-values.mjs';
import { findCycles, isAlias, referencesIn } from '../../../scripts/tokens/references.mjs';
import { springErrors } from '../../../scripts/tokens/spring.mjs';
import type { TokenSources } from './draft';
import { tokenType } from './resolve';

export type { TokenError };

/** Parses an imported file's text as the build does, with the line and column of a syntax error. */
export function parseTokenFile(file: string, text: string): { data: unknown } | { error: TokenError } {
  const parsed = parseJsonWithLocation(text);
  return parsed.ok ? { data: parsed.data } : { error: { file, message: `invalid JSON at line ${parsed.line}, column ${parsed.column}: ${parsed.message}` } };
}

/** Every problem in a set of token files, checked in each theme's build scope as the build checks them. */
export function validateFiles(sources: TokenSources, files: ReadonlyArray<{ file: string; data: unknown }>): TokenError[] {
  const trees = new Map(files.map(({ file, data }) => [file, walkTokenFile(file, data)]));
  const found = new Map<string, TokenError>();
  const report = (e: TokenError) => found.set(`${e.file}|${e.path}|${e.message}`, e);
  for (const tree of trees.values()) tree.errors.forEach(report);
  for (const { file, data } of files) springErrors(file, data).forEach(report);
  for (const theme of sources.themes) {
    const inScope = [...sources.baseFiles, theme.file].flatMap((file) => trees.get(file) ?? []);
    const tokens = inScope.flatMap((tree) => tree.tokens);
    const groupTypes = new Map(inScope.flatMap((tree) => [...tree.groupTypes]));
    const byId = new Map(tokens.map((token) => [token.id, token]));
    const graph = new Map<string, string[]>();
    for (const token of tokens) {
      const fail = (message: string) => report({ file: token.file, path: token.id, message });
      const type = tokenType(token.path, token.ownType, groupTypes);
      if (type === undefined) fail('no $type: set $type on the token or on a group around it');
      else if (!ALLOWED_TYPES.includes(type)) fail(`unknown $type "${type}" (allowed: ${ALLOWED_TYPES.join(', ')})`);
      const refs = referencesIn(token.value);
      graph.set(token.id, refs.filter((ref) => byId.has(ref)));
      for (const ref of refs.filter((r) => !byId.has(r))) fail(`refers to {${ref}}, which does not exist`);
      if (type && ALLOWED_TYPES.includes(type) && !isAlias(token.value) && !(typeof token.value === 'string' && refs.length > 0)) {
        checkValue(type, token.value).forEach(fail);
      }
    }
    for (const cycle of findCycles(graph)) {
      const first = byId.get(String(cycle[0]));
      if (first) report({ file: first.file, path: first.id, message: `reference cycle: ${cycle.map((id) => `{${id}}`).join(' → ')}` });
    }
  }
  return [...found.values()].sort((a, b) => a.file.localeCompare(b.file));
}
