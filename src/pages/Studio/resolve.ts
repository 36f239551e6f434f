// Resolves a draft's token files per theme the way the build merges them (base files, then the
// theme's file; a later file's token replaces an earlier one), following references, and turns the
// resolved tokens into the CSS custom properties the site's stylesheet declares.
import { walkTokenFile } from '../../../scripts/tokens/token-tree.mjs';
import { isAlias } from '../../../scripts/tokens/references.mjs';
import { resolveSpring } from '../../../scripts/tokens/spring.mjs';
import { nodeAt, springOfNode, type SpringPhysics, type TokenSources } from './draft';

export interface ResolvedToken {
  id: string;
  path: string[];
  type: string | undefined;
  /** The value with every reference followed (the build's docs platform holds the same). */
  $value: unknown;
  filePath: string;
  spring?: SpringPhysics;
}

const REFERENCE = /\{([^{}]+)\}/g;

/** A token's $type: its own, else the nearest enclosing group's (groups merge across files, as in the build). */
export function tokenType(path: readonly string[], ownType: unknown, groupTypes: ReadonlyMap<string, unknown>): string | undefined {
  if (typeof ownType === 'string') return ownType;
  for (let depth = path.length - 1; depth >= 0; depth--) {
    const type = groupTypes.get(path.slice(0, depth).join('.'));
    if (typeof type === 'string') return type;
  }
  return undefined;
}

/** One theme's tokens, resolved: base files then the theme file, as that theme's build run merges them. */
export function resolveTheme(files: ReadonlyArray<{ file: string; data: unknown }>, scopeFiles: readonly string[]): ResolvedToken[] {
  const byId = new Map<string, { file: string; path: string[]; value: unknown; ownType: unknown; data: unknown }>();
  const groupTypes = new Map<string, unknown>();
  for (const name of scopeFiles) {
    const source = files.find((f) => f.file === name);
    if (!source) continue;
    const tree = walkTokenFile(name, source.data);
    for (const [id, type] of tree.groupTypes) groupTypes.set(id, type);
    for (const token of tree.tokens) byId.set(token.id, { file: name, path: token.path, value: token.value, ownType: token.ownType, data: source.data });
  }
  const resolving = new Set<string>();
  const resolve = (value: unknown): unknown => {
    if (isAlias(value)) return lookup(String(value).slice(1, -1).trim());
    if (typeof value === 'string') return value.replace(REFERENCE, (whole, ref: string) => String(lookup(ref.trim()) ?? whole));
    if (Array.isArray(value)) return value.map(resolve);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v)]));
    return value;
  };
  const lookup = (id: string): unknown => {
    const token = byId.get(id);
    if (!token || resolving.has(id)) return undefined;
    resolving.add(id);
    const value = resolve(token.value);
    resolving.delete(id);
    return value;
  };
  return [...byId.entries()].map(([id, token]) => ({
    id,
    path: token.path,
    type: tokenType(token.path, token.ownType, groupTypes),
    $value: resolve(token.value),
    filePath: token.file,
    spring: springOfNode(nodeAt(token.data, token.path)),
  }));
}

/** Every theme's resolved tokens for a set of (drafted) files. */
export function resolveThemes(sources: TokenSources, files: ReadonlyArray<{ file: string; data: unknown }>): Record<string, ResolvedToken[]> {
  return Object.fromEntries(sources.themes.map((theme) => [theme.name, resolveTheme(files, [...sources.baseFiles, theme.file])]));
}

/** The CSS platform's names (`name/kebab` on these lower-case, hyphenated paths). */
export const cssVarName = (path: readonly string[]) => `--${path.join('-')}`;

const fontName = (name: string) => (/^[\w-]+$/.test(name) ? name : `'${name}'`);

/** The custom properties one token declares, as the CSS platform's transforms write them. */
export function cssDeclarations(token: ResolvedToken): Array<[string, string]> {
  const name = cssVarName(token.path);
  const value = token.$value;
  if (token.spring) {
    const spring = resolveSpring(token.spring);
    return [
      [name, spring.linear],
      [`${name}-duration`, `${spring.durationMs}ms`],
    ];
  }
  switch (token.type) {
    case 'cubicBezier':
      return Array.isArray(value) ? [[name, `cubic-bezier(${value.join(', ')})`]] : [];
    case 'fontFamily':
      return [[name, Array.isArray(value) ? value.map((v) => fontName(String(v))).join(', ') : String(value)]];
    case 'shadow':
      // Shadows are not edited in the studio; their build shorthand is the site's stylesheet's.
      return [];
    default:
      return typeof value === 'string' || typeof value === 'number' ? [[name, String(value)]] : [];
  }
}

/** Declarations whose value the draft changes, per theme. */
export function changedDeclarations(before: Record<string, ResolvedToken[]>, after: Record<string, ResolvedToken[]>): Record<string, Record<string, string>> {
  return Object.fromEntries(
    Object.entries(after).map(([theme, tokens]) => {
      const old = new Map((before[theme] ?? []).flatMap(cssDeclarations));
      return [theme, Object.fromEntries(tokens.flatMap(cssDeclarations).filter(([name, value]) => old.get(name) !== value))];
    }),
  );
}
