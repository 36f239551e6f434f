/** What one of the kit's exports adds to an app, in gzip bytes (scripts/packages/export-sizes.mjs). */
interface KitCost {
  name: string;
  gzip: number;
}

/** `virtual:kit-cost/<example slug>`: the costs of that example page's subjects (vite.config.ts, kitCost). */
declare module 'virtual:kit-cost/*' {
  const costs: KitCost[];
  export default costs;
}

/** `virtual:kit-cost`: every example page's costs by its slug, for the Component Library's cards. */
declare module 'virtual:kit-cost' {
  const costs: Readonly<Record<string, KitCost[]>>;
  export default costs;
}
