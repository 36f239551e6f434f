// How tall a token card is taken to be before the browser first renders it. The cards are laid out only
// near the viewport (`content-visibility: auto`, DesignTokens.styles.ts); until then each one is as tall
// as its `contain-intrinsic-block-size`, and once rendered the browser keeps its real height (`auto`).
// A placeholder shorter than its card lets the unrendered content spill over the next card, where tools
// that read the layout (Lighthouse's and axe's target-size checks) see controls overlap. A taller one
// costs a visitor nothing: the first screen's cards are never deferred (DesignTokens.styles.ts, the
// first group's grid), and one that renders later only moves what is below it. So the placeholder is an upper bound, worked out from the card's
// own layout: its boxes from the constants and tokens the cards are styled with, each text's lines at
// the narrowest width the card gets, counted with glyph advances wider than common fonts' average.
import type { CSSProperties } from 'react';
import { DEFAULT_TOKEN_DOCS } from './themeTokenDocs';

const REM_PX = 16;
/** A token length ('0.75rem', '8px') in px. */
export const px = (length: string) => parseFloat(length) * (length.endsWith('rem') ? REM_PX : 1);

/**
 * A token's value, read from the rows the page documents (already in its first load; the token
 * constants module would put its tables in the app chunk every page loads).
 */
function token(name: string): string {
  const row = DEFAULT_TOKEN_DOCS.tokens.find((candidate) => candidate.name === name);
  if (!row) throw new Error(`cardPlaceholder: the token docs have no ${name}`);
  return String(row.value);
}

export const SPACE = { 1: px(token('spacing.1')), 2: px(token('spacing.2')), 3: px(token('spacing.3')), 4: px(token('spacing.4')) };
export const FONT = { xs: px(token('font.size.xs')), sm: px(token('font.size.sm')), base: px(token('font.size.base')) };
export const LINE_HEIGHT = { tight: Number(token('font.line-height.tight')), normal: Number(token('font.line-height.normal')) };
/** A line box of body text (the page's line height is the normal one). */
export const line = (fontPx: number, lineHeight: number = LINE_HEIGHT.normal) => fontPx * lineHeight;

/** Layout constants the cards' styles read, so the estimate and the layout cannot drift apart. */
export const CARD = {
  border: 1,
  swatchColor: 48,
  /** The swatch grid's narrowest column (rem), and the easing grid's (px). */
  swatchColumnRem: 13,
  easingColumn: 240,
  /** The easing and spring curves: at most this wide, drawn in a box of CURVE_BOX's proportions. */
  curveMaxWidth: 200,
  /** A row's label column from tablet width on: at least this wide. */
  rowLabelColumn: 180,
  /** A motion token's copy form: its name and its value chip (rem), side by side when both fit. */
  copyFormNameRem: 7.5,
  copyFormValueRem: 12,
  spacingBar: 16,
  /** The player's height: its play button (the kit's small Button) and the track beside it. */
  player: 32,
};

/** A copy chip (CopyButton.tsx): the value in mono type, then the icon; it wraps the value when narrow. */
export const COPY_CHIP = { minHeight: 28, icon: 14, paddingBlock: 2 };

/**
 * Glyph advances in em, above the average of common fonts (monospace faces are 0.6 em; Arial, Roboto,
 * Segoe UI and DejaVu Sans average 0.5-0.56 em over text, bold a little more), so lines are never undercounted.
 */
export const ADVANCE = { mono: 0.62, sans: 0.6, bold: 0.64 };

/**
 * The narrowest page the cards are laid out on (WCAG's reflow width), less the page gutters
 * (src/app/RootLayout.tsx); the motion rows sit in a framed, padded motion preview.
 */
const NARROWEST_PAGE = 320 - 2 * SPACE[4];
const PREVIEW_FRAME = 2 * (SPACE[4] + CARD.border);

export interface Text {
  text: string;
  font: number;
  advance: number;
  /** Breaks inside words (`overflow-wrap: anywhere`); otherwise only between them. */
  anywhere?: boolean;
}

/** Lines `text` takes in `width` px: greedy breaks between words, as the browser's. */
export function lineCount({ text, font, advance, anywhere = false }: Text, width: number): number {
  const perLine = Math.max(1, Math.floor(width / (font * advance)));
  if (anywhere) return Math.max(1, Math.ceil(text.length / perLine));
  let lines = 1;
  let used = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const length = Math.min(word.length, perLine);
    if (used > 0 && used + 1 + length > perLine) {
      lines += 1;
      used = length;
    } else used += (used > 0 ? 1 : 0) + length;
  }
  return lines;
}

export const textHeight = (text: Text, width: number, lineHeight?: number) => lineCount(text, width) * line(text.font, lineHeight);

/** A copy chip's width and height for `value` in `width` px. */
function chip(value: string, width: number): { width: number; height: number } {
  const frame = 2 * SPACE[2] + SPACE[1] + COPY_CHIP.icon + 2 * CARD.border;
  const room = Math.max(1, width - frame);
  const text: Text = { text: value, font: FONT.xs, advance: ADVANCE.mono, anywhere: true };
  const lines = lineCount(text, room);
  const height = Math.max(COPY_CHIP.minHeight, lines * line(FONT.xs) + 2 * (COPY_CHIP.paddingBlock + CARD.border));
  return { width: Math.min(width, value.length * FONT.xs * ADVANCE.mono + frame), height };
}

/** Items of `widths` in a wrapping flex row `width` px wide: how many rows they take. */
function flexRows(widths: number[], gap: number, width: number): number[][] {
  const rows: number[][] = [];
  let used = Infinity;
  widths.forEach((w, i) => {
    if (used + gap + w > width) {
      rows.push([i]);
      used = w;
    } else {
      rows[rows.length - 1]!.push(i);
      used += gap + w;
    }
  });
  return rows;
}

/** Children of a grid stacked with `gap` between them. */
const stack = (heights: number[], gap: number) => heights.reduce((sum, h) => sum + h, 0) + gap * Math.max(0, heights.length - 1);

/** Chips in a wrapping row (a swatch's CSS variable and hex). */
function chipRow(values: string[], width: number): number {
  const chips = values.map((value) => chip(value, width));
  const rows = flexRows(chips.map((c) => c.width), SPACE[1], width);
  return stack(rows.map((row) => Math.max(...row.map((i) => chips[i]!.height))), SPACE[1]);
}

export interface SwatchContent {
  name: string;
  description?: string;
  values: string[];
  /** The contrast note's words (label, ratio, level), when the swatch has one. */
  contrast?: string[];
}

/** A colour swatch (S.Swatch) in the swatch grid's narrowest column. */
export function swatchHeight({ name, description, values, contrast }: SwatchContent): number {
  const width = CARD.swatchColumnRem * REM_PX - 2 * SPACE[2] - 2 * CARD.border;
  const parts = [CARD.swatchColor, textHeight({ text: name, font: FONT.sm, advance: ADVANCE.bold, anywhere: true }, width)];
  if (description) parts.push(textHeight({ text: description, font: FONT.xs, advance: ADVANCE.sans }, width));
  parts.push(chipRow(values, width));
  if (contrast) {
    // Flex items of one line each; the level is framed (a border above and below).
    const widths = contrast.map((words, i) => words.length * FONT.xs * ADVANCE.sans + (i === contrast.length - 1 ? 2 * (SPACE[1] + CARD.border) : 0));
    parts.push(stack(flexRows(widths, SPACE[1], width).map(() => line(FONT.xs) + 2 * CARD.border), SPACE[1]));
  }
  return stack(parts, SPACE[2]) + 2 * SPACE[2] + 2 * CARD.border;
}

export interface RowContent {
  name: string;
  value: string;
  cssVar: string;
  /** The row's sample beside the label, at a given width. */
  sample: (width: number) => number;
  /** A motion row's copy forms: the values of its four copy chips. */
  copyForms?: string[];
}

function rowLabel({ name, value, cssVar }: RowContent, width: number): number {
  return stack(
    [
      textHeight({ text: name, font: FONT.sm, advance: ADVANCE.bold, anywhere: true }, width),
      textHeight({ text: value, font: FONT.xs, advance: ADVANCE.sans }, width),
      chip(cssVar, width).height,
    ],
    SPACE[1],
  );
}

/** A motion token's copy forms (S.CopyForms) across `width` px. */
function copyForms(values: string[], width: number): number {
  const name = CARD.copyFormNameRem * REM_PX;
  const sideBySide = name + SPACE[2] + CARD.copyFormValueRem * REM_PX <= width;
  const forms = values.map((value) =>
    sideBySide ? Math.max(line(FONT.xs), chip(value, width - name - SPACE[2]).height) : line(FONT.xs) + SPACE[1] + chip(value, width).height,
  );
  return SPACE[2] + stack(forms, SPACE[1]);
}

/**
 * A token row (S.Row). On a phone the label and the sample stack at the page's narrowest width; from
 * tablet on they sit side by side, the label at least rowLabelColumn wide: the sum bounds both.
 */
export function rowHeight(row: RowContent): number {
  const framed = row.copyForms !== undefined;
  const width = NARROWEST_PAGE - (framed ? PREVIEW_FRAME : 0) - 2 * SPACE[4] - 2 * CARD.border;
  const parts = [rowLabel(row, Math.min(width, CARD.rowLabelColumn)), row.sample(width)];
  if (row.copyForms) parts.push(copyForms(row.copyForms, width));
  return stack(parts, SPACE[2]) + 2 * SPACE[3] + 2 * CARD.border;
}

export interface EasingCardContent {
  name: string;
  /** The curve's box (width by height), drawn at most curveMaxWidth wide. */
  curve: { width: number; height: number };
  code: string;
  description: string;
  copyForms: string[];
}

/** An easing or spring card (S.EasingCard) in the easing grid's narrowest column. */
export function easingCardHeight({ name, curve, code, description, copyForms: forms }: EasingCardContent): number {
  const width = CARD.easingColumn - 2 * SPACE[4] - 2 * CARD.border;
  const parts = [
    textHeight({ text: name, font: FONT.base, advance: ADVANCE.bold }, width),
    (Math.min(width, CARD.curveMaxWidth) * curve.height) / curve.width,
    textHeight({ text: code, font: FONT.sm, advance: ADVANCE.mono }, width),
    textHeight({ text: description, font: FONT.sm, advance: ADVANCE.sans }, width),
    CARD.player,
  ];
  // The copy forms' top margin is part of copyForms.
  return stack(parts, SPACE[3]) + SPACE[3] + copyForms(forms, width) + 2 * SPACE[4] + 2 * CARD.border;
}

/** The custom property the cards' placeholder reads (DesignTokens.styles.ts), set on their list. */
export const PLACEHOLDER_PROPERTY = '--token-card-placeholder';

/** The style of a list of cards: the tallest of their estimates, in whole pixels. */
export function placeholderStyle(heights: number[]): CSSProperties {
  return { [PLACEHOLDER_PROPERTY]: `${Math.ceil(Math.max(0, ...heights))}px` } as CSSProperties;
}
