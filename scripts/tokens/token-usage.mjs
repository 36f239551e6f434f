// Which kit sources read which token: the token diff lists, under each changed token, the
// components a designer should look at. Components rarely name a token's CSS variable; they read
// the styled-components theme (`theme.color.accent`, which src/theme maps to `var(--color-accent)`)
// or a motion helper (`seconds('fast')`). So what src/theme exports is learnt from its source first
// (which token each exported name stands for), then every file is searched for those names, for the
// generated constants (build/ts) and for `--custom-property` names.
// @ts-check
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { glob } from 'tinyglobby';

/**
 * @typedef {{ file: string, text: string }} SourceFile path relative to the project root, with `/`
 * @typedef {{ name: string, cssVar: string }} TokenName a token's dotted path and its CSS variable
 * @typedef {Map<string, string[][]>} Names a name (`theme.color`, `durationsMs`) -> the token paths it stands for
 * @typedef {{ file: string, names: Names, calls: Names, definitions: [number, number][] }} ThemeModule
 *   `names`: exported constants (and `name.key` for an exported object's keys);
 *   `calls`: exported functions whose string argument names a token in that group (`seconds('fast')`);
 *   `definitions`: source ranges that define them (a mapping, not a reading)
 */

/** The token path a generated export (build/ts) stands for: `motionTokens` is `motion`, `cssVars` the root. @param {string} name */
export function generatedRoot(name) {
  if (name === 'tokens' || name === 'cssVars' || name === 'cssVarNames') return [];
  const group = /^([a-z][A-Za-z0-9]*)Tokens$/.exec(name)?.[1];
  return group ? group.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).split('.') : undefined;
}

/**
 * `a['text-muted'][2]` -> `a.text-muted.2`, so property chains read the same however they are written
 * (spreads lose their dots, `...a.b` is read as `a.b`).
 * @param {string} text
 */
export function normaliseAccess(text) {
  return text.replaceAll('...', '   ').replace(/\[\s*(['"`])([\w-]+)\1\s*\]/g, '.$2').replace(/\[\s*(\d+)\s*\]/g, '.$1');
}

// An identifier and its `.name` steps; names may hold `-` once brackets are normalised away.
const CHAIN = /(?<![\w$.-])([A-Za-z_$][\w$]*)((?:\.[\w-]+)*)/g;

/**
 * Local names bound to the generated constants: `import { cssVars as baseVars } from '../../build/ts/tokens'`,
 * or by the package name the kit uses for them (`'@motion-kit/tokens'`, `'@motion-kit/tokens/dark'`).
 * @param {string} text @returns {Names}
 */
function generatedImports(text) {
  /** @type {Names} */
  const names = new Map();
  for (const match of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"](?:[^'"]*build\/ts\/[^'"]*|@motion-kit\/tokens(?:\/(?:dark|light))?)['"]/g)) {
    for (const part of String(match[1]).split(',')) {
      const [imported, local = imported] = part.trim().split(/\s+as\s+/).map((s) => s.trim());
      const root = imported ? generatedRoot(imported) : undefined;
      if (root && local) names.set(local, [root]);
    }
  }
  return names;
}

/**
 * Every token path the property chains in `text` name, each with where it ends and whether only its
 * type is taken (`keyof typeof motionTokens.duration`).
 * @param {string} text normalised @param {Names} names
 * @returns {{ path: string[], end: number, typeOnly: boolean }[]}
 */
function chainsIn(text, names) {
  const found = [];
  for (const match of text.matchAll(CHAIN)) {
    const steps = String(match[2]).split('.').filter(Boolean);
    const end = (match.index ?? 0) + match[0].length;
    // The longest known name the chain starts with: `theme.color` before `theme`.
    for (let length = steps.length; length >= 0; length--) {
      const targets = names.get([match[1], ...steps.slice(0, length)].join('.'));
      if (!targets) continue;
      const typeOnly = /typeof\s+$/.test(text.slice(0, match.index));
      for (const target of targets) found.push({ path: [...target, ...steps.slice(length)], end, typeOnly });
      break;
    }
  }
  return found;
}

/** Index just past the brace that closes the one at `open`. @param {string} text @param {number} open */
function closing(text, open) {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i + 1;
  }
  return text.length;
}

/** Comments blanked to spaces, so offsets stay put. @param {string} text */
const withoutComments = (text) => text.replace(/\/\*[\s\S]*?\*\/|(?<![:'"`])\/\/[^\n]*/g, (c) => c.replace(/[^\n]/g, ' '));

/** The first-level `key: expression` entries of an object literal's body. @param {string} body */
function objectEntries(body) {
  const entries = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i <= body.length; i++) {
    const c = body[i];
    if (c === '{' || c === '(' || c === '[') depth++;
    else if (c === '}' || c === ')' || c === ']') depth--;
    else if (i === body.length || (c === ',' && depth === 0)) {
      const keyed = /^\s*(?:(\w+)|['"]([\w-]+)['"])\s*:\s*([\s\S]*)$/.exec(body.slice(start, i));
      if (keyed) entries.push({ key: String(keyed[1] ?? keyed[2]), expression: String(keyed[3]) });
      start = i + 1;
    }
  }
  return entries;
}

/** @param {{ path: string[] }[]} chains distinct paths, in order */
const distinctPaths = (chains) => [...new Map(chains.map((c) => [c.path.join('.'), c.path])).values()];

/**
 * Learns what a src/theme module exports in terms of tokens: objects of groups (`theme.zIndex` is
 * `z-index`), constants built from tokens (`durationsMs` is `motion.duration`, `media.tablet` reads
 * `breakpoint.tablet`) and helpers that index a group with their argument (`seconds('fast')`).
 * @param {SourceFile} source @returns {ThemeModule}
 */
export function readThemeModule({ file, text: raw }) {
  const text = normaliseAccess(withoutComments(raw));
  const known = generatedImports(raw);
  /** @type {ThemeModule} */
  const module = { file, names: new Map(), calls: new Map(), definitions: [] };
  const learn = (/** @type {string} */ name, /** @type {string[][]} */ paths) => {
    if (paths.length === 0) return false;
    module.names.set(name, paths);
    known.set(name, paths);
    return true;
  };

  for (const match of text.matchAll(/export\s+const\s+(\w+)(?:\s*:[^=]+)?\s*=\s*/g)) {
    const name = String(match[1]);
    const start = (match.index ?? 0) + match[0].length;
    if (text[start] === '{') {
      const end = closing(text, start);
      let any = false;
      for (const { key, expression } of objectEntries(text.slice(start + 1, end - 1))) {
        any = learn(`${name}.${key}`, distinctPaths(chainsIn(expression, known))) || any;
      }
      if (any) module.definitions.push([match.index ?? 0, end]);
    } else {
      const end = text.indexOf(';', start);
      const expression = text.slice(start, end === -1 ? undefined : end);
      if (learn(name, distinctPaths(chainsIn(expression, known)))) module.definitions.push([match.index ?? 0, start + expression.length]);
    }
  }

  for (const match of text.matchAll(/export\s+function\s+(\w+)\s*(?:<[^(]*>)?\(\s*(\w+)/g)) {
    const bodyStart = text.indexOf('{', (match.index ?? 0) + match[0].length);
    if (bodyStart === -1) continue;
    const bodyEnd = closing(text, bodyStart);
    const body = text.slice(bodyStart, bodyEnd);
    const indexed = chainsIn(body, known).filter((c) => body.slice(c.end).startsWith(`[${match[2]}]`));
    if (indexed.length > 0) {
      module.calls.set(String(match[1]), distinctPaths(indexed));
      module.definitions.push([match.index ?? 0, bodyEnd]);
    }
  }
  return module;
}

/** The reader a designer recognises: the component's folder, else the file under src/. @param {string} file */
export function readerName(file) {
  return /^src\/components\/([^/]+)\//.exec(file)?.[1] ?? file.replace(/^src\//, '');
}

/**
 * Which files read which tokens.
 * @param {{ files: SourceFile[], themeModules: ThemeModule[], tokens: TokenName[] }} input
 * @returns {Map<string, string[]>} token name -> sorted reader names
 */
export function findTokenReaders({ files, themeModules, tokens }) {
  const tokenNames = new Set(tokens.map((t) => t.name));
  const byCssVar = new Map(tokens.map((t) => [t.cssVar, t.name]));
  /** @type {Map<string, Set<string>>} */
  const readers = new Map();
  /** Tokens a path names: the token (a chain may go on past it), or every token of a group. */
  const tokensAt = (/** @type {string[]} */ tokenPath, /** @type {boolean} */ typeOnly) => {
    for (let length = tokenPath.length; length > 0; length--) {
      const name = tokenPath.slice(0, length).join('.');
      if (tokenNames.has(name)) return [name];
    }
    // A whole top-level group (`theme.color`) is handed around, not read; a deeper one (`theme.size.drawer`,
    // indexed or passed on) stands for every token in it, unless only its type is taken.
    if (tokenPath.length < 2 || typeOnly) return [];
    const prefix = `${tokenPath.join('.')}.`;
    return [...tokenNames].filter((n) => n.startsWith(prefix));
  };

  for (const { file, text: raw } of files) {
    const own = themeModules.find((m) => m.file === file);
    const blanked = (own?.definitions ?? []).reduce(
      (t, [start, end]) => t.slice(0, start) + t.slice(start, end).replace(/[^\n]/g, ' ') + t.slice(end),
      normaliseAccess(withoutComments(raw)),
    );
    const text = blanked;
    const imported = new Set(
      [...raw.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}/g)].flatMap((m) => String(m[1]).split(',').map((s) => s.trim().split(/\s+as\s+/).pop() ?? '')),
    );
    const names = generatedImports(raw);
    /** @type {Names} */
    const calls = new Map();
    for (const module of themeModules) {
      const visible = (/** @type {string} */ name) => module === own || imported.has(name.split('.')[0] ?? '');
      for (const [name, paths] of module.names) if (visible(name)) names.set(name, paths);
      for (const [name, paths] of module.calls) if (visible(name)) calls.set(name, paths);
    }
    // `const { color } = theme;` binds `color` to what `theme.color` stands for.
    for (const match of text.matchAll(/const\s*\{([^}]*)\}\s*=\s*([A-Za-z_$][\w$]*)\s*;/g)) {
      for (const part of String(match[1]).split(',')) {
        const [key, local = key] = part.split(':').map((s) => s.trim());
        const paths = key ? names.get(`${match[2]}.${key}`) : undefined;
        if (paths && local) names.set(local, paths);
      }
    }

    /** @type {Set<string>} */
    const read = new Set();
    for (const chain of chainsIn(text, names)) for (const token of tokensAt(chain.path, chain.typeOnly)) read.add(token);
    for (const [name, paths] of calls) {
      for (const match of text.matchAll(new RegExp(`(?<![\\w$.])${name}\\(\\s*['"\`]([\\w.-]+)['"\`]`, 'g'))) {
        for (const target of paths) for (const token of tokensAt([...target, ...String(match[1]).split('.')], false)) read.add(token);
      }
    }
    for (const match of text.matchAll(/--[a-z0-9][a-z0-9-]*/gi)) {
      const token = byCssVar.get(match[0]);
      if (token) read.add(token);
    }
    for (const token of read) {
      if (!readers.has(token)) readers.set(token, new Set());
      readers.get(token)?.add(readerName(file));
    }
  }
  return new Map([...readers].map(([token, set]) => [token, [...set].sort()]));
}

/**
 * Reads the kit's sources (packages/react/src: components and theme) and the site's own components, tests
 * left out, and finds the readers.
 * @param {string} root project root @param {TokenName[]} tokens
 */
export async function scanTokenReaders(root, tokens) {
  const paths = await glob(['packages/react/src/components/**/*.{ts,tsx}', 'packages/react/src/theme/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}', 'src/theme/**/*.{ts,tsx}'], {
    cwd: root,
    ignore: ['**/*.test.*', '**/*.d.ts'],
  });
  const files = await Promise.all(
    paths.sort().map(async (file) => ({ file: file.split(path.sep).join('/'), text: await readFile(path.join(root, file), 'utf8') })),
  );
  const themeModules = files.filter((f) => /^(packages\/react\/)?src\/theme\//.test(f.file)).map(readThemeModule);
  return findTokenReaders({ files, themeModules, tokens });
}
