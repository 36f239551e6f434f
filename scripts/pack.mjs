// `npm run pack`: builds @motion-kit/tokens and @motion-kit/react from this repository's sources (the token
// build's output and the kit the site renders) into build/packages/<name>/, checks what they import and
// contain, packs both with `npm pack` into build/packages/, and checks each tarball as a registry would take it
// (publint, Are the Types Wrong, `npm publish --dry-run`). What each export of the kit adds to an app is
// measured apart from this (scripts/packages/export-sizes.mjs). See docs/packages.md.
// @ts-check
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';
import { build } from 'vite';
import react from '@vitejs/plugin-react-swc';
import {
  PACKAGE_TEMPLATES,
  PEERS,
  REACT_ENTRIES,
  REACT_SOURCE_ROOT,
  REACT_PACKAGE,
  TOKENS_JSON,
  TOKENS_MODULES,
  TOKENS_PACKAGE,
  TOKENS_STYLESHEETS,
  publishedManifest,
} from './packages/kit-packages.mjs';
import { PACK_STAMP, packInputsDigest } from './packages/pack-inputs.mjs';
import { API_REPORT_FILE, checkApiReport } from './packages/api-report.mjs';

const root = process.cwd();
const out = path.join(root, 'build', 'packages');
const bin = (/** @type {string} */ name) => path.join(root, 'node_modules', '.bin', name);

// Re-exported for the scripts that read the peers from here (the consumer test, the export sizes).
export { PEERS };

/** @param {string} command @param {string[]} args @param {string} [cwd] */
function run(command, args, cwd = root) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} failed:\n${output}`))));
  });
}

/** @param {string} dir @returns {Promise<string[]>} every file under dir, relative to it */
async function filesUnder(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

const readJson = async (/** @type {string} */ file) => JSON.parse(await readFile(file, 'utf8'));
const fromRoot = (/** @type {string} */ file) => path.join(root, file);

/** The workspace package's manifest as published (no `source` condition), with `extra` fields (dependency lists). */
async function packageJson(/** @type {string} */ name, /** @type {Record<string, Record<string, string>>} */ extra = {}) {
  const template = await readJson(fromRoot(path.join(PACKAGE_TEMPLATES[name], 'package.json')));
  return { ...publishedManifest(template), ...extra };
}

async function buildTokens() {
  const dir = path.join(out, 'tokens');
  const manifest = await packageJson(TOKENS_PACKAGE);
  for (const [subpath, sources] of Object.entries(TOKENS_STYLESHEETS)) {
    const { types, default: file } = manifest.exports[subpath];
    // A stylesheet import has no bindings; its declaration lets TypeScript (noUncheckedSideEffectImports) accept it.
    await mkdir(path.join(dir, path.dirname(types)), { recursive: true });
    await writeFile(path.join(dir, types), '// A stylesheet: imported for its rules, it exports nothing.\nexport {};\n');
    const target = path.join(dir, file);
    await mkdir(path.dirname(target), { recursive: true });
    const parts = await Promise.all(sources.map((file) => readFile(fromRoot(file), 'utf8')));
    await writeFile(target, parts.join('\n'));
  }
  for (const [subpath, source] of Object.entries(TOKENS_JSON)) {
    const target = path.join(dir, manifest.exports[subpath]);
    await mkdir(path.dirname(target), { recursive: true });
    await cp(fromRoot(source), target);
  }
  // The typed constants: JavaScript and declarations from the generated TypeScript, by tsc.
  await run(bin('tsc'), [
    ...Object.values(TOKENS_MODULES).map(fromRoot),
    '--declaration', '--module', 'esnext', '--target', 'es2022', '--moduleResolution', 'bundler',
    '--strict', '--skipLibCheck', '--ignoreConfig', '--outDir', path.join(dir, 'dist'),
  ]);
  for (const [subpath, source] of Object.entries(TOKENS_MODULES)) {
    const base = path.basename(source, '.ts');
    const entry = manifest.exports[subpath];
    if (entry.import !== `./dist/${base}.js` || entry.types !== `./dist/${base}.d.ts`) {
      throw new Error(`packages/tokens/package.json: exports["${subpath}"] must point at dist/${base}.js and its .d.ts`);
    }
  }
  await writeFile(path.join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await cp(fromRoot(path.join(PACKAGE_TEMPLATES[TOKENS_PACKAGE], 'README.md')), path.join(dir, 'README.md'));
  return { dir, manifest };
}

/** A bare import's package name: 'react/jsx-runtime' -> 'react', '@scope/pkg/sub' -> '@scope/pkg'. */
export const packageOf = (/** @type {string} */ specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
const isBare = (/** @type {string} */ id) => !id.startsWith('.') && !id.startsWith('\0') && !path.isAbsolute(id);

async function buildReact(/** @type {string} */ tokensVersion) {
  const dir = path.join(out, 'react');
  const dist = path.join(dir, 'dist');
  // Library mode, one output module per source module (preserveModules): with `sideEffects: false` an app's
  // bundler keeps only the modules of what it imports. Every package import stays an import (external).
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    mode: 'production',
    plugins: [
      react({
        // Deterministic class ids (the same SWC plugin as the site), so an app that prerenders hydrates cleanly.
        plugins: [['@swc/plugin-styled-components', { displayName: false, ssr: true, pure: true }]],
      }),
    ],
    build: {
      outDir: dist,
      emptyOutDir: true,
      target: 'es2022',
      minify: false,
      sourcemap: false,
      copyPublicDir: false,
      lib: {
        // Named by their source path, so each entry lands where preserveModules puts its module anyway.
        entry: Object.fromEntries(Object.values(REACT_ENTRIES).map((file) => [path.relative(REACT_SOURCE_ROOT, file).replace(/\.tsx?$/, ''), fromRoot(file)])),
        formats: ['es'],
      },
      rolldownOptions: {
        external: (id) => isBare(id),
        output: { preserveModules: true, preserveModulesRoot: fromRoot(REACT_SOURCE_ROOT), entryFileNames: '[name].js' },
      },
    },
  });
  await run(bin('tsc'), ['-p', fromRoot('packages/react/tsconfig.build.json')]);
  await fullySpecifyDeclarations(dist);

  // What the built files import decides the manifest's dependency lists; each range is the root's.
  const rootManifest = await readJson(fromRoot('package.json'));
  const ranges = { ...rootManifest.dependencies, ...rootManifest.devDependencies };
  const imported = new Set();
  const typesOnly = new Set();
  const files = await filesUnder(dist);
  for (const file of files.filter((f) => f.endsWith('.js') || f.endsWith('.d.ts'))) {
    const text = await readFile(path.join(dist, file), 'utf8');
    for (const [, specifier] of text.matchAll(/(?:from\s*|import\s*\(?\s*)['"]([^'"]+)['"]/g)) {
      if (specifier && isBare(specifier)) (file.endsWith('.js') ? imported : typesOnly).add(packageOf(specifier));
    }
  }
  // A declaration may name a package that a declared peer or dependency brings (framer-motion's types are motion-dom's).
  for (const name of typesOnly) {
    if (imported.has(name)) continue;
    const bringers = [...imported].filter((dep) => dep !== TOKENS_PACKAGE).filter((dep) => {
      const manifest = JSON.parse(readFileSync(fromRoot(`node_modules/${dep}/package.json`), 'utf8'));
      return name in (manifest.dependencies ?? {}) || name in (manifest.peerDependencies ?? {});
    });
    if (!bringers.length) imported.add(name);
  }
  /** @type {Record<string, string>} */
  const peerDependencies = {};
  /** @type {Record<string, string>} */
  const dependencies = {};
  for (const name of [...imported].sort()) {
    if (name === TOKENS_PACKAGE) dependencies[name] = tokensVersion;
    else if (!ranges[name]) throw new Error(`${REACT_PACKAGE} imports ${name}, which this repository's package.json does not list`);
    else if (PEERS.includes(name)) peerDependencies[name] = ranges[name];
    else if (name in (rootManifest.dependencies ?? {})) dependencies[name] = ranges[name];
    else throw new Error(`${REACT_PACKAGE} imports ${name}, a devDependency here: the kit may use only runtime dependencies`);
  }
  for (const peer of PEERS) if (!peerDependencies[peer] && ranges[peer]) peerDependencies[peer] = ranges[peer];
  const sorted = (/** @type {Record<string, string>} */ list) => Object.fromEntries(Object.entries(list).sort(([a], [b]) => a.localeCompare(b)));
  const manifest = await packageJson(REACT_PACKAGE, { dependencies, peerDependencies: sorted(peerDependencies) });
  for (const [subpath, file] of Object.entries(REACT_ENTRIES)) {
    const base = path.relative(REACT_SOURCE_ROOT, file).replace(/\.tsx?$/, '');
    const entry = manifest.exports[subpath];
    if (entry?.import !== `./dist/${base}.js` || entry?.types !== `./dist/${base}.d.ts`) {
      throw new Error(`packages/react/package.json: exports["${subpath}"] must point at dist/${base}.js and dist/${base}.d.ts`);
    }
  }
  await writeFile(path.join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await cp(fromRoot(path.join(PACKAGE_TEMPLATES[REACT_PACKAGE], 'README.md')), path.join(dir, 'README.md'));
  return { dir, manifest };
}

/**
 * The relative specifier a declaration file must use under Node's ESM resolution (`moduleResolution: node16`/
 * `nodenext`, which apps on Node use), which adds no extension or index: './Button' -> './Button/index.js' or
 * './Button.js', whichever declaration exists, and './theme.ts' -> './theme.js'. null for a specifier that already
 * names a JavaScript, JSON or CSS file.
 * @param {string} specifier @param {string} fromDir @param {(file: string) => boolean} exists
 */
export function fullySpecified(specifier, fromDir, exists) {
  if (/\.(?:js|mjs|cjs|json|css)$/.test(specifier)) return null;
  // A source may name a module by its .ts file (one Node loads directly does); its declaration is that of the .js.
  const bare = specifier.replace(/\.tsx?$/, '');
  const base = path.join(fromDir, bare);
  if (exists(`${base}.d.ts`)) return `${bare}.js`;
  if (exists(path.join(base, 'index.d.ts'))) return `${bare.replace(/\/$/, '')}/index.js`;
  throw new Error(`pack: ${specifier} (from ${fromDir}) names no declaration file`);
}

/**
 * The relative module specifiers of a declaration file, as string literal nodes: imports, re-exports (`export *
 * as X from` too), `import()` types and module augmentations. From TypeScript's syntax tree, so text in comments
 * is left alone.
 * @param {import('typescript').SourceFile} source
 */
function relativeSpecifiers(source) {
  /** @type {import('typescript').StringLiteral[]} */
  const found = [];
  /** @param {import('typescript').Node} node */
  const visit = (node) => {
    /** @type {import('typescript').Node | undefined} */
    let literal;
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) literal = node.moduleSpecifier;
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) literal = node.argument.literal;
    else if (ts.isModuleDeclaration(node)) literal = node.name;
    if (literal && ts.isStringLiteral(literal) && literal.text.startsWith('.')) found.push(literal);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * A declaration file's text with every relative specifier naming its file (fullySpecified): tsc writes the
 * sources' extensionless relative imports into the declarations as they are, which only bundler resolution
 * follows. The built JavaScript already names its files.
 * @param {string} text @param {string} fileName the declaration's path @param {(file: string) => boolean} exists
 */
export function fullySpecifyDeclaration(text, fileName, exists) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  let result = text;
  // From the end, so the earlier positions stay right; each literal's text is inside its quotes.
  for (const literal of relativeSpecifiers(source).sort((a, b) => b.getStart(source) - a.getStart(source))) {
    const fixed = fullySpecified(literal.text, path.dirname(fileName), exists);
    if (fixed !== null) result = `${result.slice(0, literal.getStart(source) + 1)}${fixed}${result.slice(literal.getEnd() - 1)}`;
  }
  return result;
}

/** @param {string} dist */
async function fullySpecifyDeclarations(dist) {
  const files = (await filesUnder(dist)).filter((f) => f.endsWith('.d.ts')).map((f) => path.join(dist, f));
  const known = new Set(files);
  for (const file of files) {
    const text = await readFile(file, 'utf8');
    const next = fullySpecifyDeclaration(text, file, (candidate) => known.has(candidate));
    if (next !== text) await writeFile(file, next);
  }
}

/**
 * Checks a tarball as a registry and its users would take it; each tool fails on what it finds:
 * publint (the manifest: exports, files, fields; `--strict` fails on its warnings too), Are the Types Wrong
 * (types under each resolution an app may use; `esm-only` leaves out the CommonJS and node10 resolutions an
 * ESM-only package does not serve), `npm publish --dry-run` (what npm would upload).
 * @param {string} file the tarball
 */
async function checkTarball(file) {
  await run(bin('publint'), ['run', file, '--strict']);
  await run(bin('attw'), [file, '--profile', 'esm-only', '--format', 'table-flipped']);
  const publish = /** @type {string} */ (await run('npm', ['publish', '--dry-run', '--ignore-scripts', '--loglevel=notice', file], out));
  // npm reports what it would change or drop in the manifest as warnings, and still succeeds; only the missing
  // login is expected here. The log level is explicit: `npm run -s` passes a silent one down to this npm.
  const warnings = publish.split('\n').filter((line) => /^npm warn/i.test(line) && !/requires you to be logged in/.test(line));
  if (warnings.length) throw new Error(`npm publish --dry-run ${path.basename(file)} warns:\n${warnings.join('\n')}`);
  if (!/with tag latest and public access/.test(publish)) throw new Error(`npm publish --dry-run ${path.basename(file)}: a scoped package must publish with public access (publishConfig.access):\n${publish}`);
}

/** What must never ship: tests, test helpers, source maps, site code (its pages and its build configuration). */
const FORBIDDEN = [/\.test\.[jt]sx?$/, /\.test\.d\.ts$/, /\.map$/, /(^|\/)test\//, /(^|\/)(pages|app|content)\//, /(^|\/)lib\/config\./];

async function pack(/** @type {string} */ dir) {
  const output = await run('npm', ['pack', '--json', '--pack-destination', out], dir);
  const [report] = JSON.parse(output.slice(output.indexOf('[')));
  const bad = report.files.map((/** @type {{ path: string }} */ f) => f.path).filter((/** @type {string} */ f) => FORBIDDEN.some((re) => re.test(f)));
  if (bad.length) throw new Error(`${report.name}: the tarball must not contain ${bad.join(', ')}`);
  return { file: path.join(out, report.filename), entries: report.entryCount, size: report.size };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const started = performance.now();
  // Before reading them: an input changed while packing makes the stamp stale, not the tarball.
  const inputs = await packInputsDigest(root);
  await rm(out, { recursive: true, force: true });
  await mkdir(out, { recursive: true });
  const stage = (/** @type {string} */ name, /** @type {number} */ since) => console.log(`pack: ${name} in ${Math.round(performance.now() - since)} ms`);
  let since = performance.now();
  const tokens = await buildTokens();
  stage(TOKENS_PACKAGE, since);
  since = performance.now();
  const kit = await buildReact(tokens.manifest.version);
  stage(REACT_PACKAGE, since);
  // The public API against its committed report (the tarballs are still made, so the consumer test can run).
  const apiFailures = await checkApiReport({ root, update: process.argv.includes('--update-api-report') });
  const tarballs = [await pack(tokens.dir), await pack(kit.dir)];
  for (const t of tarballs) console.log(`pack: ${path.relative(root, t.file)} (${t.entries} files, ${(t.size / 1024).toFixed(1)} KB)`);
  since = performance.now();
  for (const t of tarballs) await checkTarball(t.file);
  stage('publint, attw and npm publish --dry-run', since);
  console.log(`pack: peers ${Object.entries(kit.manifest.peerDependencies).map(([n, r]) => `${n}@${r}`).join(', ')}`);
  if (apiFailures.length) {
    console.error(`pack: API report (${API_REPORT_FILE}):\n  ${apiFailures.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log(`pack: API report ${API_REPORT_FILE} matches the kit's exports, all documented`);
    // Last: only tarballs that passed every check count as packed from these inputs.
    await writeFile(fromRoot(PACK_STAMP), `${inputs}\n`);
  }
  console.log(`pack: done in ${Math.round(performance.now() - started)} ms`);
}
