import { describe, expect, it } from 'vitest';
import { tokenColorCss, tokenColors } from './codeTheme';

describe('tokenColorCss', () => {
  it('colours every highlighted token type through a class rule with its theme colour', () => {
    for (const [type, value] of Object.entries(tokenColors)) {
      if (value === undefined) expect(tokenColorCss).not.toContain(`.token.${type}{`);
      else expect(tokenColorCss).toContain(`.token.${type}{color:${value};}`);
    }
  });

  it('uses theme variables, so both themes recolour the code without re-rendering', () => {
    expect(tokenColorCss).toContain('.token.keyword{color:var(--color-accent);}');
  });
});
