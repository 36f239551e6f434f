// `virtual:kit-api/<slug>`: the API reference one example page shows (src/content/apiReference.json names
// its exports), as strings made at build time from the kit's types (site-reference.mjs). The page renders
// it with ApiReference, so the prerendered HTML holds the tables; its chunk holds only this data.
// @ts-check
import { siteReference } from './site-reference.mjs';
import { pageApiData } from '../../src/lib/apiReference.ts';

const PREFIX = 'virtual:kit-api/';

/** @returns {import('vite').Plugin} */
export function kitApiPlugin() {
  let root = process.cwd();
  return {
    name: 'motion-kit:kit-api',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const { reference, pages, tokens, files } = await siteReference(root);
      for (const file of files) this.addWatchFile(file);
      const data = pageApiData(reference, pages, id.slice(PREFIX.length + 1), tokens);
      // JSON.parse of a string literal: engines parse it faster than the same data as an object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(data))});`;
    },
  };
}
