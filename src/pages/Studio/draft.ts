// The studio's draft: the edits a designer made to token sources, as data. A draft names tokens by
// source file and token id, holds only what differs from the sources, and turns back into DTCG files
// with the sources' layout, names, descriptions and key order.
import { SPRING_EXTENSION } from '../../../scripts/tokens/spring.mjs';
import { keyOrder, stringifyInOrder } from './orderedJson';

export interface SpringPhysics {
  stiffness: number;
  damping: number;
  mass: number;
}

/** A token's `$value` and, for a spring, its physics in `$extensions`. */
export interface TokenEdit {
  value?: unknown;
  spring?: SpringPhysics;
}

/** file (as in the config, `tokens/color.json`) -> token id (`color.brand.primary`) -> edit. */
export type Draft = Readonly<Record<string, Readonly<Record<string, TokenEdit>>>>;

export const EMPTY_DRAFT: Draft = {};

export interface TokenSourceFile {
  file: string;
  text: string;
  data: unknown;
}

export interface ContrastPair {
  text: string;
  background: string;
  role: string;
}

export interface ContrastConfig {
  minimum: number;
  pairs: ContrastPair[];
}

export interface TokenSources {
  files: TokenSourceFile[];
  /** Files every theme builds from, in merge order. */
  baseFiles: string[];
  themes: Array<{ name: string; file: string; selector: string; isDefault: boolean }>;
  contrast: ContrastConfig;
}

interface SiteConfig {
  source: string[];
  themes: Record<string, { source: string; selector: string; default?: boolean }>;
  contrast: ContrastConfig;
}

/** `tokens/*.json` as a test on a path: the config's source patterns use `*` within one folder only. */
const patternTest = (pattern: string) => new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]*')}$`);

/** The token sources as the build reads them: `texts` maps each file (relative to the root) to its JSON text. */
export function tokenSources(config: SiteConfig, texts: Record<string, string>): TokenSources {
  const names = Object.keys(texts).sort();
  const matching = (pattern: string) => names.filter((name) => patternTest(pattern).test(name));
  const baseFiles = [...new Set(config.source.flatMap(matching))].sort();
  const themes = Object.entries(config.themes).map(([name, theme]) => ({
    name,
    file: theme.source,
    selector: theme.selector,
    isDefault: theme.default === true,
  }));
  const used = [...baseFiles, ...themes.map((t) => t.file)];
  return {
    files: used.map((file) => ({ file, text: texts[file] ?? '', data: JSON.parse(texts[file] ?? 'null') as unknown })),
    baseFiles,
    themes,
    contrast: config.contrast,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The object at a token path inside a parsed file, or undefined. */
export function nodeAt(data: unknown, path: readonly string[]): Record<string, unknown> | undefined {
  let node: unknown = data;
  for (const key of path) {
    if (!isRecord(node) || !Object.hasOwn(node, key)) return undefined;
    node = node[key];
  }
  return isRecord(node) ? node : undefined;
}

/** A token's spring physics, when it is a spring token. */
export function springOfNode(node: Record<string, unknown> | undefined): SpringPhysics | undefined {
  const extensions = node?.$extensions;
  const physics = isRecord(extensions) ? extensions[SPRING_EXTENSION] : undefined;
  return isRecord(physics) ? (physics as unknown as SpringPhysics) : undefined;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The draft with `edit` merged into the token's edit; parts equal to the source are dropped, and a
 * token or file with nothing left leaves the draft.
 */
export function withEdit(sources: TokenSources, draft: Draft, file: string, id: string, edit: TokenEdit): Draft {
  const source = sources.files.find((f) => f.file === file);
  const node = source ? nodeAt(source.data, id.split('.')) : undefined;
  if (!node || !('$value' in node)) throw new Error(`${file} has no token ${id}`);
  const merged: TokenEdit = { ...draft[file]?.[id], ...edit };
  const kept: TokenEdit = {};
  if ('value' in merged && !same(merged.value, node.$value)) kept.value = merged.value;
  if (merged.spring && !same(merged.spring, springOfNode(node))) kept.spring = merged.spring;
  const tokens = { ...draft[file] };
  if (Object.keys(kept).length > 0) tokens[id] = kept;
  else delete tokens[id];
  const next = { ...draft, [file]: tokens };
  if (Object.keys(tokens).length === 0) delete next[file];
  return next;
}

/** The token's value as the draft has it (the edit's, else the source's). */
export function draftValue(sources: TokenSources, draft: Draft, file: string, id: string): { value: unknown; spring?: SpringPhysics } {
  const source = sources.files.find((f) => f.file === file);
  const node = source ? nodeAt(source.data, id.split('.')) : undefined;
  const edit = draft[file]?.[id];
  return { value: edit && 'value' in edit ? edit.value : node?.$value, spring: edit?.spring ?? springOfNode(node) };
}

/** Every source file with the draft's edits applied (unchanged files are the sources' own objects). */
export function draftedFiles(sources: TokenSources, draft: Draft): Array<{ file: string; data: unknown }> {
  return sources.files.map(({ file, data }) => {
    const edits = draft[file];
    if (!edits) return { file, data };
    const copy = structuredClone(data);
    for (const [id, edit] of Object.entries(edits)) {
      const node = nodeAt(copy, id.split('.'));
      if (!node) continue;
      if ('value' in edit) node.$value = edit.value;
      if (edit.spring) {
        const extensions = isRecord(node.$extensions) ? node.$extensions : {};
        node.$extensions = { ...extensions, [SPRING_EXTENSION]: edit.spring };
      }
    }
    return { file, data: copy };
  });
}

/** The changed files as DTCG JSON: the source text's layout with only the edited tokens differing. */
export function exportedFiles(sources: TokenSources, draft: Draft): Array<{ file: string; text: string }> {
  const drafted = draftedFiles(sources, draft);
  return sources.files
    .filter(({ file }) => draft[file] !== undefined)
    .map(({ file, text }) => ({ file, text: stringifyInOrder(drafted.find((d) => d.file === file)?.data, keyOrder(text)) }));
}

/** How many tokens the draft changes. */
export function editCount(draft: Draft): number {
  return Object.values(draft).reduce((n, tokens) => n + Object.keys(tokens).length, 0);
}

/**
 * Edits that turn the source file into `data` (an imported file): every token whose value or spring
 * differs. Tokens the import adds or lacks are reported, since a draft only changes existing tokens.
 */
export function editsFromFile(source: TokenSourceFile, data: unknown): { edits: Record<string, TokenEdit>; problems: string[] } {
  const edits: Record<string, TokenEdit> = {};
  const problems: string[] = [];
  const visit = (a: unknown, b: unknown, path: string[]) => {
    if (!isRecord(a) || !isRecord(b)) return;
    if ('$value' in a) {
      const edit: TokenEdit = {};
      if (!same(a.$value, b.$value)) edit.value = b.$value;
      const spring = springOfNode(b);
      if (spring && !same(spring, springOfNode(a))) edit.spring = spring;
      if (Object.keys(edit).length > 0) edits[path.join('.')] = edit;
      return;
    }
    const keys = (o: Record<string, unknown>) => Object.keys(o).filter((k) => !k.startsWith('$'));
    for (const key of keys(b).filter((k) => !Object.hasOwn(a, k))) problems.push(`${[...path, key].join('.')} is not in ${source.file}: the studio edits the site's existing tokens`);
    for (const key of keys(a).filter((k) => !Object.hasOwn(b, k))) problems.push(`${[...path, key].join('.')} is missing: an imported file must keep every token of ${source.file}`);
    for (const key of keys(a).filter((k) => Object.hasOwn(b, k))) visit(a[key], b[key], [...path, key]);
  };
  visit(source.data, data, []);
  return { edits, problems };
}
