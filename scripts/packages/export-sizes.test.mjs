// @ts-check
import { describe, expect, it } from 'vitest';
import { budgetFor, exportBudgetFailures } from './export-sizes.mjs';

describe('export budgets', () => {
  it('fails an export that grew past its budget and names the budget file', () => {
    const failures = exportBudgetFailures({ Button: { gzip: 4000, initialGzip: 4000 } }, { Button: 3300 });
    expect(failures).toEqual(['Button: adds 4000 B gzip > budget 3300 B (packages/react/export-budgets.json)']);
  });

  it('fails a new export that has no budget yet', () => {
    expect(exportBudgetFailures({ Dialog: { gzip: 10, initialGzip: 10 } }, {})[0]).toMatch(/^Dialog: 10 B gzip and no budget/);
  });

  it('passes exports within their budgets, which are the measured figure plus a margin', () => {
    expect(budgetFor(2941)).toBeGreaterThan(2941 * 1.1);
    expect(exportBudgetFailures({ Button: { gzip: 2941, initialGzip: 2941 } }, { Button: budgetFor(2941) })).toEqual([]);
  });
});
