/** `virtual:kit-cost/<example slug>`: what that example page's subjects add to an app, as the line the page
 * shows ('Adds Button 2.9 KB gzip to your app'; '' without figures). Made at build time (vite.config.ts, kitCost). */
declare module 'virtual:kit-cost/*' {
  const cost: string;
  export default cost;
}

/** `virtual:kit-cost`: that line for every example page by its slug, for the Component Library's cards. */
declare module 'virtual:kit-cost' {
  const costs: Readonly<Record<string, string>>;
  export default costs;
}
