import { describe, expect, it } from 'vitest';
import { ADVANCE, CARD, COPY_CHIP, FONT, PLACEHOLDER_PROPERTY, SPACE, lineCount, line, placeholderStyle, rowHeight, swatchHeight } from './cardPlaceholder';

const sans = (text: string) => ({ text, font: 10, advance: 1 });

describe('token card placeholders', () => {
  it('breaks text between words as the browser does, and anywhere where the style allows it', () => {
    // Ten glyphs of 10 px a line: "aaaa bbbb" fits, "cccc" goes to the next line.
    expect(lineCount(sans('aaaa bbbb cccc'), 100)).toBe(2);
    expect(lineCount(sans('aaaa'), 100)).toBe(1);
    expect(lineCount({ ...sans('--color-primary-500'), anywhere: true }, 100)).toBe(2);
  });

  it('stacks a swatch from its colour, name, chips and contrast note, with their gaps and padding', () => {
    const plain = swatchHeight({ name: 'primary.50', values: ['--a', '#fff'] });
    const frame = 2 * SPACE[2] + 2 * CARD.border;
    // Two short chips share a row.
    expect(plain).toBe(frame + CARD.swatchColor + SPACE[2] + line(FONT.sm) + SPACE[2] + COPY_CHIP.minHeight);
    const noted = swatchHeight({ name: 'primary.50', values: ['--a', '#fff'], contrast: ['Contrast on background', '1.05:1', 'Fail'] });
    expect(noted).toBeGreaterThan(plain + SPACE[2]);
  });

  it('grows with the lines a description takes in the narrowest column', () => {
    const short = swatchHeight({ name: 'bg', description: 'Page background.', values: ['--color-bg'] });
    const long = swatchHeight({ name: 'bg', description: 'Page background. '.repeat(8), values: ['--color-bg'] });
    const width = CARD.swatchColumnRem * 16 - 2 * SPACE[2] - 2 * CARD.border;
    const lines = lineCount({ text: 'Page background. '.repeat(8), font: FONT.xs, advance: ADVANCE.sans }, width);
    expect(lines).toBeGreaterThan(2);
    expect(long - short).toBe((lines - 1) * line(FONT.xs));
  });

  it("stacks a chip under another when both do not fit the swatch's width", () => {
    const one = swatchHeight({ name: 'x', values: ['--color-primary-500'] });
    const two = swatchHeight({ name: 'x', values: ['--color-primary-500', '#6366f1'] });
    expect(two - one).toBe(SPACE[1] + COPY_CHIP.minHeight);
  });

  it("counts a motion row's copy forms under its label and player", () => {
    const row = { name: 'motion.duration.fast', value: '150ms', cssVar: '--motion-duration-fast', sample: () => CARD.player };
    const forms = ['--motion-duration-fast', 'motionTokens.duration.fast', '{ duration: 0.15 }', '150ms'];
    expect(rowHeight({ ...row, copyForms: forms })).toBeGreaterThan(rowHeight(row) + forms.length * COPY_CHIP.minHeight);
  });

  it("sets the list's placeholder to its tallest card, in whole pixels", () => {
    expect(placeholderStyle([120.2, 201.5, 90])).toEqual({ [PLACEHOLDER_PROPERTY]: '202px' });
  });
});
