// The consumer test's rules, as plain functions (scripts/consumer-test.mjs applies them; their tests are
// beside this file): which packages a copied example may import, which files an app's first load fetches,
// the first-load budgets, and the statistics of the timings it reports.
// @ts-check
import { packageOf } from '../pack.mjs';

/** What an example's shown source may import besides the packages the install line names. */
export const ALWAYS_IMPORTABLE = ['@motion-kit/react', '@motion-kit/tokens', 'react', 'react-dom'];

/**
 * First-load JS, gzip bytes (kB as Vite prints them, 1000 B), of the fresh apps the consumer test builds:
 * Button alone with the provider, and an app using Button, Input, Tabs, Card, Modal, Drawer and Toast
 * (issue 41's targets; docs/packages.md says where the bytes go).
 */
export const FIRST_LOAD_BUDGETS = { buttonOnly: 90_000, kitApp: 115_000 };

/** Every module specifier a source file imports or re-exports (static and dynamic). */
export function importedSpecifiers(/** @type {string} */ source) {
  const found = new Set();
  for (const [, specifier] of source.matchAll(/(?:^|[\s;])(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g)) found.add(specifier);
  for (const [, specifier] of source.matchAll(/(?:^|[\s;])import\s*['"]([^'"]+)['"]/g)) found.add(specifier);
  for (const [, specifier] of source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) found.add(specifier);
  return [...found];
}

/**
 * What keeps a shown example from working when copied into an app made by the install line: an import of a
 * package the line does not name, or a relative import of a file the page does not show (`shown` holds the
 * example's other shown files by their `./Name`, which a reader copies beside it).
 */
export function uncopyableImports(/** @type {string} */ source, /** @type {string[]} */ installNames, /** @type {string[]} */ shown = []) {
  const allowed = new Set([...ALWAYS_IMPORTABLE, ...installNames]);
  return importedSpecifiers(source).filter((specifier) => {
    if (specifier.startsWith('.')) return !shown.includes(specifier.replace(/\.tsx?$/, ''));
    return !allowed.has(packageOf(specifier));
  });
}

/** The JavaScript a built index.html fetches before anything runs: its module scripts and modulepreloads. */
export function firstLoadScripts(/** @type {string} */ html) {
  const files = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const attribute = (/** @type {string} */ name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
    if (tag.startsWith('<script') && attribute('type') === 'module' && attribute('src')) files.push(attribute('src'));
    if (tag.startsWith('<link') && attribute('rel') === 'modulepreload' && attribute('href')) files.push(attribute('href'));
  }
  return /** @type {string[]} */ ([...new Set(files)]);
}

/** First-load figures over their budget, one message each. */
export function firstLoadFailures(/** @type {Partial<Record<keyof typeof FIRST_LOAD_BUDGETS, number>>} */ measured) {
  return Object.entries(measured)
    .filter(([app, bytes]) => bytes > FIRST_LOAD_BUDGETS[/** @type {keyof typeof FIRST_LOAD_BUDGETS} */ (app)])
    .map(([app, bytes]) => `${app}: first-load JS is ${bytes} B gzip > budget ${FIRST_LOAD_BUDGETS[/** @type {keyof typeof FIRST_LOAD_BUDGETS} */ (app)]} B`);
}

export function median(/** @type {number[]} */ values) {
  if (!values.length) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? /** @type {number} */ (sorted[middle]) : (/** @type {number} */ (sorted[middle - 1]) + /** @type {number} */ (sorted[middle])) / 2;
}

/** A browser console message that fails a hydration check: every error and warning. */
export const failsHydration = (/** @type {string} */ type) => type === 'error' || type === 'warning';
