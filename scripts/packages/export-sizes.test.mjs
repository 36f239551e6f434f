// @ts-check
import { describe, expect, it } from 'vitest';
import { budgetFor, EXPORT_SIZES_FILE, exportBudgetFailures, staleExportSizes } from './export-sizes.mjs';

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

describe('committed export sizes', () => {
  const size = (gzip, initialGzip = gzip) => ({ gzip, initialGzip });

  it('are fresh when every figure equals the measurement', () => {
    expect(staleExportSizes({ Button: size(2941), Modal: size(5000, 1200) }, { Button: size(2941), Modal: size(5000, 1200) })).toEqual([]);
  });

  it('are stale when a shown figure differs from the measurement, either part of it', () => {
    expect(staleExportSizes({ Button: size(2941) }, { Button: size(2942) })).toEqual([
      'Button: packages/react/export-sizes.json says 2941 B gzip (2941 B with the import), measured 2942 B (2942 B)',
    ]);
    expect(staleExportSizes({ Modal: size(5000, 1200) }, { Modal: size(5000, 1300) })).toHaveLength(1);
  });

  it('are stale when an export is missing from them or no longer exists', () => {
    expect(staleExportSizes({}, { Dialog: size(10) })).toEqual(['Dialog: measured 10 B gzip, not in packages/react/export-sizes.json']);
    expect(staleExportSizes({ Gone: size(10) }, {})).toEqual(['Gone: in packages/react/export-sizes.json, but the kit no longer exports it']);
  });

  it('lists every export the kit has, with both figures', async () => {
    const { readFile } = await import('node:fs/promises');
    const { exports } = JSON.parse(await readFile(EXPORT_SIZES_FILE, 'utf8'));
    const budgets = JSON.parse(await readFile('packages/react/export-budgets.json', 'utf8'));
    expect(Object.keys(exports).sort()).toEqual(Object.keys(budgets).sort());
    for (const figure of Object.values(exports)) expect(figure.gzip).toBeGreaterThanOrEqual(figure.initialGzip);
  });
});
