// Vite plugin: the site search index as a module (`virtual:site-search-index`) and /llms.txt and
// /llms-full.txt, all generated from the site's content (src/app/search/siteContent.ts) when the build or
// the dev server asks for them. Nothing of it is written by hand, and the browser loads the index only
// with the search (src/app/search/SiteSearch.tsx imports it).
// @ts-check
import path from 'node:path';
import { runnerImport } from 'vite';

export const SEARCH_INDEX_ID = 'virtual:site-search-index';
const RESOLVED_ID = `\0${SEARCH_INDEX_ID}`;
const LLMS_FILES = ['llms.txt', 'llms-full.txt'];

/**
 * Loads siteContent.ts with Vite's own module runner (TypeScript, JSON, import.meta.glob), as the app
 * would see it.
 * @param {string} root
 */
async function loadSiteContent(root) {
  const { module, dependencies } = await runnerImport(path.join(root, 'src/app/search/siteContent.ts'), {
    root,
    configFile: false,
    logLevel: 'error',
  });
  return { content: /** @type {typeof import('../src/app/search/siteContent')} */ (module), dependencies };
}

/** @returns {import('vite').Plugin} */
export function siteSearchPlugin() {
  let root = process.cwd();
  return {
    name: 'motion-kit:site-search',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === SEARCH_INDEX_ID ? RESOLVED_ID : null;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return null;
      const { content, dependencies } = await loadSiteContent(root);
      for (const file of dependencies) this.addWatchFile(path.resolve(root, file));
      // JSON.parse of a string literal: engines parse it faster than the same data as an object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(content.compactSearchIndex(await content.siteSearchIndex())))});`;
    },
    async generateBundle() {
      if (this.environment?.config.build.ssr) return;
      const { content } = await loadSiteContent(root);
      for (const [fileName, source] of Object.entries(await content.llmsFiles())) {
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const name = req.url?.split('?')[0]?.slice(1) ?? '';
        if (!LLMS_FILES.includes(name)) return next();
        try {
          const { content } = await loadSiteContent(root);
          res.setHeader('Content-Type', 'text/plain; charset=utf-8');
          res.end((await content.llmsFiles())[/** @type {'llms.txt' | 'llms-full.txt'} */ (name)]);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
