// The install check (`npm test`'s `install` step, after the build): Getting Started's install line as the built
// page shows it, run unedited in an empty app folder against the built site, as a user pasting it would. It reads
// the command from the prerendered Documentation page (DIST_DIR, default dist), serves that folder at the origin
// the command names (the build's VITE_SITE_URL, `npm start`'s address by default), runs the command with `sh -c`,
// and checks that both packages came from the site, once each, with every package the command names, no missing
// or invalid peer, and that they load in plain Node. npm fetches the peers from the registry (or its cache, as
// its cache rules allow). INSTALL_CHECK_KEEP=1 keeps the folder. See docs/packages.md.
// @ts-check
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { startStaticServer } from './serve.mjs';

/** Where the prerendered Documentation page shows Getting Started's Terminal block. */
export const INSTALL_BLOCK = 'article#getting-started pre[aria-label="Terminal code"]';

/** The install command on a built Documentation page, as its code block shows it. @param {string} html */
export function installLineOf(html) {
  const block = new JSDOM(html).window.document.querySelector(INSTALL_BLOCK);
  if (!block?.textContent) throw new Error(`install check: the page has no Getting Started install line (${INSTALL_BLOCK})`);
  return block.textContent.trim();
}

/**
 * What a command installs: the addresses it fetches and the packages it names for the registry.
 * @param {string} line
 */
export function installTargets(line) {
  const words = line.split(/\s+/);
  if (words[0] !== 'npm' || words[1] !== 'install') throw new Error(`install check: not an npm install command: ${line}`);
  const urls = words.slice(2).filter((word) => /^https?:\/\//.test(word));
  const names = words.slice(2).filter((word) => !/^https?:\/\//.test(word));
  return { urls, names };
}

/**
 * The loopback origin the check serves the site at: the one origin of the command's addresses. A command that
 * fetches from a deployed site cannot be checked against a local build.
 * @param {string[]} urls
 */
export function servedOrigin(urls) {
  const origins = [...new Set(urls.map((url) => new URL(url).origin))];
  if (origins.length !== 1) throw new Error(`install check: the command fetches from ${origins.length} origins (${origins.join(', ')}), expected the site's one`);
  const origin = new URL(/** @type {string} */ (origins[0]));
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(origin.hostname)) {
    throw new Error(`install check: the command fetches from ${origin.origin}; build with the default VITE_SITE_URL (or a loopback one) to check it here`);
  }
  return { host: origin.hostname.replace(/^\[|\]$/g, ''), port: Number(origin.port || (origin.protocol === 'https:' ? 443 : 80)), origin: origin.origin };
}

/** @param {string} command @param {string[]} args @param {string} cwd @param {NodeJS.ProcessEnv} [env] */
function run(command, args, cwd, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function main() {
  const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');
  const line = installLineOf(await readFile(path.join(distDir, 'docs/index.html'), 'utf8'));
  const { urls, names } = installTargets(line);
  const { host, port, origin } = servedOrigin(urls);
  console.log(`install: ${line}`);
  const server = await startStaticServer({ dir: distDir, host, port }).catch((/** @type {Error} */ error) => {
    throw new Error(`install check: cannot serve ${distDir} at ${origin} (${error.message}); is another server on that port?`);
  });
  const app = await mkdtemp(path.join(tmpdir(), 'motion-kit-install-'));
  /** @type {string[]} */
  const failures = [];
  try {
    await writeFile(path.join(app, 'package.json'), `${JSON.stringify({ name: 'install-check', private: true, type: 'module' }, null, 2)}\n`);
    // The command as the page shows it, with npm's own cache rules: --prefer-offline would take a tarball cached
    // by an earlier run for the one the site serves, where the site's must-revalidate makes npm ask it again.
    const env = { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' };
    const started = performance.now();
    const installed = await run('sh', ['-c', line], app, env);
    if (installed.code !== 0) throw new Error(`install check: the command failed:\n${installed.output}`);
    console.log(`install: npm install took ${Math.round(performance.now() - started)} ms`);

    const manifest = JSON.parse(await readFile(path.join(app, 'package.json'), 'utf8'));
    const lock = JSON.parse(await readFile(path.join(app, 'package-lock.json'), 'utf8'));
    for (const url of urls) {
      // The package in the tarball at that address, as npm recorded it.
      const entry = Object.entries(lock.packages).find(([, value]) => /** @type {{ resolved?: string }} */ (value).resolved === url);
      if (!entry) failures.push(`nothing in node_modules came from ${url}`);
      else if (!/^node_modules\/@motion-kit\/[^/]+$/.test(entry[0])) failures.push(`${url} was installed at ${entry[0]}, not at the top of node_modules`);
    }
    for (const name of ['@motion-kit/react', '@motion-kit/tokens']) {
      const where = `node_modules/${name}`;
      const resolved = lock.packages[where]?.resolved;
      if (!resolved?.startsWith(`${origin}/packages/`)) failures.push(`${where} came from ${resolved ?? 'nowhere'}, not from the site`);
      if (!manifest.dependencies?.[name]) failures.push(`package.json does not list ${name}`);
    }
    // One copy of the tokens: the kit's dependency on them is the tarball the command names, not a registry copy.
    const copies = Object.keys(lock.packages).filter((key) => key.endsWith('node_modules/@motion-kit/tokens'));
    if (copies.length !== 1) failures.push(`@motion-kit/tokens is installed ${copies.length} times (${copies.join(', ')})`);
    for (const name of names) if (!manifest.dependencies?.[name]) failures.push(`package.json does not list ${name}, which the command names`);
    const tree = await run('npm', ['ls', '--all'], app, env);
    if (tree.code !== 0) failures.push(`npm ls finds missing or invalid packages:\n${tree.output}`);
    // What the app got loads in plain Node, as a server render or a test runner loads it.
    const load = "for (const name of ['@motion-kit/react', '@motion-kit/react/motion', '@motion-kit/tokens']) await import(name);";
    const loaded = await run(process.execPath, ['--input-type=module', '-e', load], app, env);
    if (loaded.code !== 0) failures.push(`the installed packages do not load in plain Node:\n${loaded.output}`);
  } finally {
    await server.close();
    if (process.env.INSTALL_CHECK_KEEP) console.log(`install: the app is in ${app}`);
    else await rm(app, { recursive: true, force: true });
  }
  for (const failure of failures) console.error(`install: ✗ ${failure}`);
  if (failures.length) process.exitCode = 1;
  else console.log(`install: ✓ both packages from ${origin}/packages/, once each, with ${names.join(', ')}; npm ls is clean; both load in plain Node`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) await main();
