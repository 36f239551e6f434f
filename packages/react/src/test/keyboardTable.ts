// One test per row of a component's keyboard table: each presses that row's keys and asserts its effect.
// A row without a check, or a check without a row, fails, so the table and the tests list the same keys.
import { describe, expect, it } from 'vitest';
import type { KeyboardInteraction } from '../lib/keyboardInteraction';

export function describeKeyboardTable(component: string, rows: readonly KeyboardInteraction[], checks: Readonly<Record<string, () => Promise<void>>>) {
  describe(`${component} keyboard table`, () => {
    it('has a check for every row and a row for every check', () => {
      expect(rows.length).toBeGreaterThan(0);
      expect(Object.keys(checks).sort()).toEqual(rows.map((row) => row.keys).sort());
    });
    for (const row of rows) {
      it(`${row.keys}: ${row.effect}`, async () => {
        const check = checks[row.keys];
        if (!check) throw new Error(`${component}: no check for the row "${row.keys}"`);
        await check();
      });
    }
  });
}
