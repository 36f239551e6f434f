import { live, api } from './CommandPaletteExample';

export { CommandPaletteExample as default } from './CommandPaletteExample';

/** The demos and the API reference load after the page (CommandPaletteExample.tsx); the prerender awaits them. */
export const preloadDeferred = () => Promise.all([live.load(), api.load()]);
