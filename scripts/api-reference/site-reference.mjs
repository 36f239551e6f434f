// The API reference as the site builds it: the kit's reference (reference.mjs), the pages that show it
// (src/content/apiReference.json) and the tokens each component reads, linked to their Design Tokens rows.
// The example pages' virtual modules (vite-plugin.mjs), the search index and llms-full.txt all read this.
// @ts-check
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { apiReference } from './reference.mjs';
import { componentTokens } from './component-tokens.mjs';
import { tokenHref } from '../../src/app/search/searchIndex.ts';

const PAGES_FILE = 'src/content/apiReference.json';
const TOKENS_FILE = 'build/json/tokens-dark.json';

/** @type {Map<string, Promise<Map<string, import('../../src/lib/apiReference.ts').ApiTokenRow[]>>>} */
const tokensByKey = new Map();

/**
 * @param {string} root
 * @returns {Promise<{ reference: import('./extract.mjs').ApiReference, pages: import('../../src/lib/apiReference.ts').ApiPages, tokens: Map<string, import('../../src/lib/apiReference.ts').ApiTokenRow[]>, files: string[] }>}
 */
export async function siteReference(root) {
  const [{ reference, files }, pagesText, tokensText] = await Promise.all([
    apiReference(root),
    readFile(path.join(root, PAGES_FILE), 'utf8'),
    readFile(path.join(root, TOKENS_FILE), 'utf8'),
  ]);
  const pages = JSON.parse(pagesText);
  delete pages['//'];
  const key = JSON.stringify(reference.components.map((c) => c.file)) + tokensText;
  let tokens = tokensByKey.get(key);
  if (!tokens) {
    /** @type {import('../../src/pages/DesignTokens/tokenDocs.ts').TokenRow[]} */
    const rows = JSON.parse(tokensText).tokens;
    const byName = new Map(rows.map((row) => [row.name, row]));
    tokens = componentTokens(root, reference.components, rows).then(
      (found) =>
        new Map(
          [...found].map(([component, names]) => [
            component,
            names.flatMap((name) => {
              const row = byName.get(name);
              return row ? [/** @type {const} */ ([row.cssVar, tokenHref(row) ?? ''])] : [];
            }),
          ]),
        ),
    );
    tokensByKey.set(key, tokens);
  }
  return { reference, pages, tokens: await tokens, files: [...files, path.join(root, PAGES_FILE), path.join(root, TOKENS_FILE)] };
}
