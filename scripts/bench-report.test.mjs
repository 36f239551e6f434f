import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIGURES_DOC, FIGURES_END, FIGURES_START, replaceFigures } from './bench-report.mjs';

const doc = ['# Performance', '', 'Budgets stay.', '', FIGURES_START, '| old | table |', FIGURES_END, '', 'How to read it stays.', ''].join('\n');

describe('replaceFigures', () => {
  it('replaces only what lies between the markers', () => {
    const next = replaceFigures(doc, '| new | table |\n\n- a summary line\n');
    expect(next).toBe(['# Performance', '', 'Budgets stay.', '', FIGURES_START, '| new | table |', '', '- a summary line', FIGURES_END, '', 'How to read it stays.', ''].join('\n'));
  });

  it('gives the same document when run twice with the same figures', () => {
    const once = replaceFigures(doc, '| new |');
    expect(replaceFigures(once, '| new |')).toBe(once);
  });

  it.each([
    ['no markers', '# Performance\n'],
    ['only the start marker', `${FIGURES_START}\n| t |\n`],
    ['the end before the start', `${FIGURES_END}\n| t |\n${FIGURES_START}\n`],
    ['two start markers', `${FIGURES_START}\n${FIGURES_START}\n| t |\n${FIGURES_END}\n`],
  ])('refuses a document with %s, naming the file', (_, broken) => {
    expect(() => replaceFigures(broken, '| t |', 'docs/x.md')).toThrow(/^docs\/x\.md: the bench figures need one "<!-- bench:start -->"/);
  });

  it('finds its markers in the real performance page, so a bench run can write its figures there', () => {
    const real = readFileSync(new URL(`../${FIGURES_DOC}`, import.meta.url), 'utf8');
    expect(() => replaceFigures(real, '| t |')).not.toThrow();
  });
});
