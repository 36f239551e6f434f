// @ts-check
/** Placeholder until the token watcher lands: rebuilds nothing. */
export function tokensPlugin() {
  return { name: 'motion-kit-tokens' };
}
