// The syntax-highlighting palette, from the semantic theme tokens so both themes keep readable contrast.
import { theme } from '@motion-kit/react';
import type { TokenType } from './highlight';

const { color } = theme;

export const tokenColors: Record<TokenType, string | undefined> = {
  identifier: color.text,
  keyword: color.accent,
  string: color.status.success,
  class: color.status.info,
  property: color.status.error,
  entity: color.status.info,
  jsxliterals: color.text,
  sign: color['text-muted'],
  comment: color['text-muted'],
  break: undefined,
  space: undefined,
};

/** The palette as CSS rules for the highlighted spans (`.token.keyword` ...): classes, not inline styles. */
export const tokenColorCss = Object.entries(tokenColors)
  .filter(([, value]) => value !== undefined)
  .map(([type, value]) => `.token.${type}{color:${value};}`)
  .join('');
