// The design-tokens page's rows of each theme: the dark ones in the page's first load, the light ones on demand.
import darkDocs from '../../../build/json/tokens-dark.json?page-rows';
import type { Theme } from '@motion-kit/react';
import { preloadable, usePreloaded } from '../../lib/preloadable';
import { tokenRow, type ShippedTokenDocs } from './tokenRows';
import type { TokenDocs } from './tokenDocs';

/** The page's copy (`?page-rows`, vite.config.ts) holds only what the rows cannot derive: see tokenRows.ts. */
function fullDocs(docs: ShippedTokenDocs): TokenDocs {
  return { theme: docs.theme, tokens: docs.tokens.map(tokenRow) };
}

/** The default (dark) theme's docs: what the page is prerendered and hydrated with. */
export const DEFAULT_TOKEN_DOCS = fullDocs(darkDocs);

/**
 * The light theme's docs differ from the dark ones only in the theme-assigned colours, so they are not
 * part of the page's first load: fetched as soon as the light theme is shown, or when the browser is idle.
 */
export const lightTokenDocs = preloadable(() => import('../../../build/json/tokens-light.json?page-rows').then((module) => fullDocs(module.default)));

/** The docs of `theme`; the dark docs stand in for the light ones for the moment they take to arrive. */
export function useTokenDocs(theme: Theme): TokenDocs {
  const light = usePreloaded(lightTokenDocs, theme === 'light');
  return theme === 'light' && light ? light : DEFAULT_TOKEN_DOCS;
}

