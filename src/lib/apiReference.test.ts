import { describe, expect, it } from 'vitest';
import { apiReference } from '../../scripts/api-reference/reference.mjs';
import { referenceProblems } from './apiReference';

describe('the kit API reference', () => {
  it('describes every public component, prop and function, and states only the defaults the code sets', async () => {
    const { reference } = await apiReference(process.cwd());
    expect(referenceProblems(reference)).toEqual([]);
  }, 120_000);
});
