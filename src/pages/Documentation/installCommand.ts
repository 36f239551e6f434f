// Getting Started's install line. The kit is not on a registry: the built site serves its two tarballs under
// /packages/ (scripts/build-site.mjs copies them from `npm run pack`), and the line installs them by address
// from the site's own origin, with every other package the shown samples import, so it works as copied.
// Named imports: the bundle keeps these two fields of each manifest, not the whole file.
import { name as reactName, version as reactVersion } from '@motion-kit/react/package.json';
import { name as tokensName, version as tokensVersion } from '@motion-kit/tokens/package.json';
import { EXAMPLE_PACKAGES, PEERS, tarballName } from '../../../scripts/packages/kit-packages.mjs';

export { EXAMPLE_PACKAGES };

export interface KitPackage {
  name: string;
  version: string;
}

/** The two packages at the versions this build serves. */
export const KIT_PACKAGES: readonly KitPackage[] = [
  { name: reactName, version: reactVersion },
  { name: tokensName, version: tokensVersion },
];

/** Where the built site serves a package's tarball. */
export function tarballUrl(siteUrl: string, { name, version }: KitPackage): string {
  return new URL(`/packages/${tarballName(name, version)}`, siteUrl).href;
}

/**
 * One line, so it runs as pasted in any shell (a backslash continuation does not in PowerShell or cmd): the kit's
 * tarballs from `siteUrl`, then the peers and the examples' packages from the registry. npm takes the tokens
 * tarball named here for the kit's dependency on `@motion-kit/tokens`, so nothing is looked up by the kit's names.
 */
export function installCommand(siteUrl: string, packages: readonly KitPackage[] = KIT_PACKAGES): string {
  return ['npm install', ...packages.map((kitPackage) => tarballUrl(siteUrl, kitPackage)), ...PEERS, ...EXAMPLE_PACKAGES].join(' ');
}
