// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentParsed } from './start';

describe('documentParsed', () => {
  afterEach(() => vi.restoreAllMocks());

  it('waits for DOMContentLoaded while the document is still loading', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    let parsed = false;
    const waiting = documentParsed().then(() => {
      parsed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(parsed).toBe(false);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await waiting;
    expect(parsed).toBe(true);
  });

  it('resolves at once for a parsed document', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    await expect(documentParsed()).resolves.toBeUndefined();
  });
});

