// Server rendering in the consumer app with plain `node server/render.mjs <job.json> <out.json>`: no loader,
// no flags, no bundler. The job names modules that TypeScript compiled file by file (their imports kept as
// written), so Node's own ESM resolution loads @motion-kit/react, @motion-kit/tokens and the peers from the
// installed tarballs, as a Node server of the app would. Each element renders with renderToString inside
// styled-components' ServerStyleSheet; what React or the kit logs while rendering counts as a failure.
// @ts-check
import { createElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { MotionKitProvider, ThemeScript } from '@motion-kit/react';
import { readFile, writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import path from 'node:path';

const [jobFile, outFile] = process.argv.slice(2);
if (!jobFile || !outFile) throw new Error('usage: node server/render.mjs <job.json> <out.json>');
/** @type {{ app: string, demos: { label: string, module: string }[] }} */
const job = JSON.parse(await readFile(jobFile, 'utf8'));

/** @type {string[]} */
let logged = [];
for (const level of /** @type {const} */ (['error', 'warn'])) {
  console[level] = (...args) => logged.push(`console.${level}: ${args.map(String).join(' ').slice(0, 400)}`);
}

/** @param {import('react').ReactElement} element */
function render(element) {
  logged = [];
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(element));
    return { html, styles: sheet.getStyleTags(), problems: logged };
  } catch (error) {
    return { html: '', styles: '', problems: [...logged, `threw ${error instanceof Error ? error.stack : String(error)}`] };
  } finally {
    sheet.seal();
  }
}

const load = (/** @type {string} */ module) => import(pathToFileURL(path.resolve(module)).href);

// The Getting Started tree (main.tsx as the page shows it, with `export const app = (` for the render call).
const app = { ...render((await load(job.app)).app), head: renderToStaticMarkup(createElement(ThemeScript)) };

const demos = [];
for (const { label, module } of job.demos) {
  let exports;
  try {
    exports = await load(module);
  } catch (error) {
    demos.push({ label, problems: [`does not import in Node: ${error instanceof Error ? error.message : String(error)}`] });
    continue;
  }
  // A demo file's components are its exports named in PascalCase, as the example page renders them.
  const components = Object.entries(exports).filter(([name, value]) => /^[A-Z][a-z]/.test(name) && typeof value === 'function');
  if (!components.length) demos.push({ label, problems: ['exports no component'] });
  for (const [name, component] of components) {
    const { html, styles, problems } = render(createElement(MotionKitProvider, null, createElement(component)));
    demos.push({ label: `${label} › <${name} />`, bytes: html.length, styled: styles.length > 0, problems });
  }
}

await writeFile(outFile, JSON.stringify({ app, demos }));
