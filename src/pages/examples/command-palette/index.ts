import { live } from './CommandPaletteExample';

export { CommandPaletteExample as default } from './CommandPaletteExample';

/** The demos load after the page (CommandPaletteExample.tsx); the prerender awaits them. */
export const preloadDeferred = () => live.load();
