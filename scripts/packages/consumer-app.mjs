// A fresh app folder of the consumer test and of compare-mantine: scripts/consumer-template copied, a
// package.json with the two tarballs of `npm run pack`, the peers and Vite at this repository's ranges
// (and any `extra` dependencies), and the commands run in it.
// @ts-check
import { spawn } from 'node:child_process';
import { cp, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PEERS } from '../pack.mjs';

/** @param {string} command @param {string[]} args @param {string} cwd @returns {Promise<{ code: number, output: string }>} */
export function run(command, args, cwd) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_ENV: '' } });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** build/packages/<name>-<version>.tgz, the one `npm run pack` made. */
export async function tarball(/** @type {string} */ root, /** @type {string} */ name) {
  const files = (await readdir(path.join(root, 'build/packages')).catch(() => [])).filter((f) => f.startsWith(name) && f.endsWith('.tgz'));
  if (files.length !== 1) throw new Error(`expected one build/packages/${name}-<version>.tgz, found ${files.length}: run npm run pack`);
  return path.join(root, 'build/packages', /** @type {string} */ (files[0]));
}

/**
 * Writes the app into `app` (the template and its package.json) and returns the manifest.
 * @param {{ root: string, app: string, name: string, extra?: Record<string, string> }} options
 */
export async function writeConsumerApp({ root, app, name, extra = {} }) {
  const rootManifest = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
  const ranges = { ...rootManifest.dependencies, ...rootManifest.devDependencies };
  const manifest = {
    name,
    private: true,
    type: 'module',
    dependencies: {
      '@motion-kit/react': `file:${await tarball(root, 'motion-kit-react')}`,
      '@motion-kit/tokens': `file:${await tarball(root, 'motion-kit-tokens')}`,
      ...Object.fromEntries(PEERS.map((peer) => [peer, ranges[peer]])),
      ...extra,
    },
    devDependencies: Object.fromEntries(
      ['vite', '@vitejs/plugin-react-swc', 'typescript', '@types/react', '@types/react-dom'].map((dev) => [dev, ranges[dev]]),
    ),
  };
  await cp(path.join(root, 'scripts/consumer-template'), app, { recursive: true });
  await writeFile(path.join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** `npm install` in the app: the tarballs, and the rest from npm's cache where it holds them, else the registry. */
export async function installConsumerApp(/** @type {string} */ app) {
  const install = await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], app);
  if (install.code !== 0) throw new Error(`npm install failed:\n${install.output}`);
}
