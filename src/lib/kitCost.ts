// The line that says what a page's or card's subjects add to an app (figures from virtual:kit-cost).

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** "Adds Button 2.9 KB, SmartButton 3.9 KB gzip to your app"; '' when nothing was measured. */
export function kitCostText(costs: readonly KitCost[]): string {
  if (!costs.length) return '';
  return `Adds ${costs.map(({ name, gzip }) => `${name} ${kb(gzip)}`).join(', ')} gzip to your app`;
}
