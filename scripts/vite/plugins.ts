// The site's own Vite plugins (vite.config.ts registers them; vitest.config.ts uses some of them too).
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { minifySync, type Plugin } from 'vite';
import { kitCostText } from '../../src/lib/kitCost.ts';
import { headScriptSource } from '../../src/app/boot/headScript.ts';
// The kit's head script by its file: Vite loads its configuration with Node, which resolves the kit's
// package name to its published build (dist/), not to the workspace's sources.
import { themeScriptSource } from '../../packages/react/src/theme/themeScript.ts';
import { shippedTokenDocs } from '../../src/pages/DesignTokens/tokenRows.ts';

const root = (file: string) => fileURLToPath(new URL(`../../${file}`, import.meta.url));

/**
 * Example pages show and copy each demo's source: the demo file as it is, which imports the kit by its
 * package name as an app does. `import load from './X.tsx?demo-source'` gives a function that loads that
 * text from a chunk of its own (src/demo-source.d.ts), so a page's first load carries none of its samples'
 * text; the Code tab and the copy button load it, or the idle browser does.
 */
export function demoSource(): Plugin {
  return {
    name: 'motion-kit:demo-source',
    enforce: 'pre',
    async load(id) {
      const [file, query] = id.split('?');
      if (!file) return null;
      if (query === 'demo-source') {
        const text = `./${file.split('/').pop()}?demo-text`;
        return `export default () => import(${JSON.stringify(text)}).then((module) => module.default);`;
      }
      if (query === 'demo-text') {
        this.addWatchFile(file);
        return `export default ${JSON.stringify(await readFile(file, 'utf8'))};`;
      }
      return null;
    },
  };
}

/**
 * `import docs from '.../tokens-dark.json?page-rows'`: the design-tokens page's copy of a generated docs
 * file, trimmed to what the page cannot derive (src/pages/DesignTokens/tokenRows.ts). The build fails
 * when a derived field would differ from the generated one.
 */
export function tokenDocsRows(): Plugin {
  return {
    name: 'motion-kit:token-docs-rows',
    enforce: 'pre',
    async load(id) {
      const [file, query] = id.split('?');
      if (!file || query !== 'page-rows') return null;
      this.addWatchFile(file);
      return `export default ${JSON.stringify(shippedTokenDocs(JSON.parse(await readFile(file, 'utf8')), file))};`;
    },
  };
}

/**
 * index.html's inline head script (theme before the first paint; src/app/boot/headScript.ts), minified,
 * in place of the template's <!--head-script--> comment. The prerender hashes it for the CSP.
 */
export function headScriptPlugin(): Plugin {
  const script = () => headScriptSource(themeScriptSource(), (code) => minifySync('head-script.js', code).code.trim().replace(/;$/, ''));
  return {
    name: 'motion-kit:head-script',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes('<!--head-script-->')) throw new Error('index.html has no <!--head-script--> placeholder for the theme script');
        return html.replace('<!--head-script-->', () => `<script>${script()}</script>`);
      },
    },
  };
}

/**
 * `virtual:kit-cost/<slug>` (one example page's subjects) and `virtual:kit-cost` (all, for the library's
 * cards): what each export named in src/content/exampleKitExports.json adds to an app, from the figures
 * `npm run export-sizes` measures (packages/react/export-sizes.json, committed). A production build
 * without them, or naming an export that was not measured, fails; the dev server and tests show no figure.
 */
export function kitCost(): Plugin {
  const sizesFile = root('packages/react/export-sizes.json');
  const subjectsFile = root('src/content/exampleKitExports.json');
  let production = false;
  return {
    name: 'motion-kit:kit-cost',
    configResolved(config) {
      production = config.command === 'build' && !config.build.ssr && config.mode === 'production';
    },
    resolveId(id) {
      return id === 'virtual:kit-cost' || id.startsWith('virtual:kit-cost/') ? `\0${id}` : null;
    },
    async load(id) {
      if (!id.startsWith('\0virtual:kit-cost')) return null;
      this.addWatchFile(subjectsFile);
      const { '//': _, ...subjects }: Record<string, string[]> = JSON.parse(await readFile(subjectsFile, 'utf8'));
      let sizes: Record<string, { gzip: number }> | null = null;
      if (existsSync(sizesFile)) {
        this.addWatchFile(sizesFile);
        sizes = JSON.parse(await readFile(sizesFile, 'utf8')).exports;
      } else if (production) {
        this.error(`${sizesFile} is missing: run \`npm run export-sizes\` and commit it.`);
      }
      const costs = (slug: string) =>
        kitCostText(
          (subjects[slug] ?? []).flatMap((name) => {
            if (!sizes) return [];
            const measured = sizes[name];
            if (!measured) this.error(`src/content/exampleKitExports.json: "${slug}" names ${name}, which @motion-kit/react does not export`);
            return [{ name, gzip: measured.gzip }];
          }),
        );
      const slug = id.slice('\0virtual:kit-cost/'.length);
      if (id === '\0virtual:kit-cost') return `export default ${JSON.stringify(Object.fromEntries(Object.keys(subjects).map((s) => [s, costs(s)])))};`;
      if (!(slug in subjects)) this.error(`virtual:kit-cost/${slug}: src/content/exampleKitExports.json has no "${slug}"`);
      return `export default ${JSON.stringify(costs(slug))};`;
    },
  };
}
