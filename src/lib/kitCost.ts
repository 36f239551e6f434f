// The line that says what a page's or card's subjects add to an app; vite.config.ts (kitCost) writes it into
// virtual:kit-cost at build time, so pages carry the text, not this code.

/** What one of the kit's exports adds to an app, in gzip bytes (scripts/packages/export-sizes.mjs). */
export interface KitCost {
  name: string;
  gzip: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** "Adds Button 2.9 KB, SmartButton 3.9 KB gzip to your app"; '' when nothing was measured. */
export function kitCostText(costs: readonly KitCost[]): string {
  if (!costs.length) return '';
  return `Adds ${costs.map(({ name, gzip }) => `${name} ${kb(gzip)}`).join(', ')} gzip to your app`;
}
