// Values fixed at build time and replaced in the source by Vite's `define` (the app build and the unit tests).
// Declared for TypeScript in src/build-constants.d.ts.
// @ts-check

/** @returns {Record<string, string>} */
export function buildConstants() {
  return {
    // The year the site was built: the footer's copyright line, identical in the prerender and the client.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  };
}
