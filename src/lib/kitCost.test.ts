import { describe, expect, it } from 'vitest';
import { kitCostText } from './kitCost';

describe('kitCostText', () => {
  it('names each export with its gzip size in KB, one decimal', () => {
    expect(kitCostText([{ name: 'Button', gzip: 2941 }])).toBe('Adds Button 2.9 KB gzip to your app');
    expect(kitCostText([{ name: 'Spinner', gzip: 1979 }, { name: 'Skeleton', gzip: 150 }])).toBe('Adds Spinner 1.9 KB, Skeleton 0.1 KB gzip to your app');
  });

  it('says nothing when no figure was measured', () => {
    expect(kitCostText([])).toBe('');
  });
});
