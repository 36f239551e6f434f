// The site's token sources and config, bundled into the studio's chunk (and only there): the studio
// starts from them, diffs against them and exports in their layout.
// Named imports, so the bundle keeps only these parts of the config (not its platforms).
import { contrast, source, themes } from '../../../style-dictionary.config.json';
import { tokenSources } from './draft';

const texts = import.meta.glob<string>('/tokens/**/*.json', { query: '?raw', import: 'default', eager: true });

export const SITE_TOKEN_SOURCES = tokenSources(
  { source, themes, contrast },
  Object.fromEntries(Object.entries(texts).map(([file, text]) => [file.replace(/^\//, ''), text])),
);
