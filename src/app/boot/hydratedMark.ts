// The one signal that the prerendered page has become the app: <html data-hydrated="true">, which the
// early-input script waits for before it replays (src/app/boot/pageBoot.mjs) and the tests wait for.
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
export const markHydrated = (): void => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true');
