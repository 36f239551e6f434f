import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('searchButton.css', () => {
  it('turns compact below the content width token and into a phone target below the tablet breakpoint token', () => {
    const css = readFileSync(new URL('./searchButton.css', import.meta.url), 'utf8');
    const tokens = readFileSync(new URL('../../../build/css/tokens.css', import.meta.url), 'utf8');
    const px = (name: string) => Number(new RegExp(`--${name}: (\\d+)px`).exec(tokens)![1]);
    const queries = [...css.matchAll(/@media \(max-width: ([\d.]+)px\)/g)].map((match) => Number(match[1]));
    expect(queries).toEqual([px('size-content') - 0.02, px('breakpoint-tablet') - 0.02]);
  });
});
