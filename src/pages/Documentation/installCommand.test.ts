import { readFileSync } from 'node:fs';
import { globSync } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import reactManifest from '@motion-kit/react/package.json';
import tokensManifest from '@motion-kit/tokens/package.json';
import { PEERS } from '../../../scripts/packages/kit-packages.mjs';
import { EXAMPLE_PACKAGES, KIT_PACKAGES, installCommand, tarballUrl } from './installCommand';

/** A bare import's package: 'react-dom/client' -> 'react-dom', '@motion-kit/react/motion' -> '@motion-kit/react'. */
const packageOf = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/** Every package the samples the site shows import (the Documentation samples, the examples' demos). */
function samplePackages(): Set<string> {
  const files = globSync(['src/pages/Documentation/samples/**/*.{ts,tsx}', 'src/pages/examples/*/demos/*.{ts,tsx}']);
  const names = new Set<string>();
  for (const file of files) {
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^'.][^']*)'/g)) names.add(packageOf(specifier));
  }
  return names;
}

describe('installCommand', () => {
  it('installs both tarballs from the site origin, then the peers and the examples’ packages, in one line', () => {
    const packages = [
      { name: '@motion-kit/react', version: '2.1.0' },
      { name: '@motion-kit/tokens', version: '2.0.3' },
    ];
    expect(installCommand('https://motion-kit.dev', packages)).toBe(
      'npm install https://motion-kit.dev/packages/motion-kit-react-2.1.0.tgz https://motion-kit.dev/packages/motion-kit-tokens-2.0.3.tgz ' +
        'react react-dom styled-components framer-motion lucide-react',
    );
  });

  it('uses the origin as configured, port included, and serves the packages at the site root', () => {
    expect(tarballUrl('http://127.0.0.1:4173', { name: '@motion-kit/react', version: '1.0.0' })).toBe('http://127.0.0.1:4173/packages/motion-kit-react-1.0.0.tgz');
    expect(installCommand('http://127.0.0.1:4333')).toMatch(/^npm install http:\/\/127\.0\.0\.1:4333\/packages\/motion-kit-react-[^ ]+\.tgz http:\/\/127\.0\.0\.1:4333\/packages\/motion-kit-tokens-[^ ]+\.tgz /);
  });

  it('serves the versions the workspace packages have', () => {
    expect(KIT_PACKAGES).toEqual([
      { name: '@motion-kit/react', version: reactManifest.version },
      { name: '@motion-kit/tokens', version: tokensManifest.version },
    ]);
  });

  it('names exactly the packages the shown samples import, besides the kit, and the kit’s peers', () => {
    const imported = samplePackages();
    // The kit's own packages come as tarballs; the rest must be named for the registry.
    expect(imported.has('@motion-kit/react')).toBe(true);
    const fromRegistry = [...imported].filter((name) => !name.startsWith('@motion-kit/'));
    const named = installCommand('https://motion-kit.dev').split(' ').slice(2).filter((word) => !word.startsWith('https://'));
    expect(new Set(named)).toEqual(new Set([...PEERS, ...fromRegistry]));
    // An example package no sample imports any more would be installed for nothing.
    for (const name of EXAMPLE_PACKAGES) expect(fromRegistry).toContain(name);
  });
});
