/** Replaced at build time by vite.config.ts (`define`). */
declare const __BUILD_YEAR__: number;
/** The parsed build configuration (src/lib/config.ts), inlined by vite.config.ts. */
declare const __BUILD_CONFIG__: import('./lib/config').BuildConfig;
