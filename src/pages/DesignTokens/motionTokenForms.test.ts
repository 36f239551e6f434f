import { describe, expect, it } from 'vitest';
import { DEFAULT_TOKEN_DOCS } from './themeTokenDocs';
import { motionTokenForms, tsConstant } from './motionTokenForms';

const row = (name: string) => {
  const found = DEFAULT_TOKEN_DOCS.tokens.find((token) => token.name === name);
  if (!found) throw new Error(`${name} is not in the docs JSON`);
  return found;
};
const forms = (name: string) => Object.fromEntries(motionTokenForms(row(name)).map(({ form, value }) => [form, value]));

describe('motionTokenForms', () => {
  it('gives a duration as CSS variable, TS constant, framer-motion transition and CSS value', () => {
    expect(forms('motion.duration.fast')).toEqual({
      'CSS variable': 'var(--motion-duration-fast)',
      'TS constant': 'motionTokens.duration.fast',
      'framer-motion': '{ duration: 0.15 }',
      'CSS value': '150ms',
    });
  });

  it('gives an easing as its cubic-bezier', () => {
    expect(forms('motion.easing.standard')).toMatchObject({ 'framer-motion': '{ ease: [0.4, 0, 0.2, 1] }', 'CSS value': 'cubic-bezier(0.4, 0, 0.2, 1)' });
  });

  it('gives a spring as framer-motion physics and as a CSS linear() easing', () => {
    const spring = forms('motion.spring.snappy');
    expect(spring['framer-motion']).toBe("{ type: 'spring', stiffness: 400, damping: 30, mass: 1 }");
    expect(spring['CSS value']).toMatch(/^linear\(0, /);
    expect(spring['CSS variable']).toBe('var(--motion-spring-snappy)');
  });

  it('brackets a constant whose key has a dash', () => {
    expect(tsConstant('motion.spring.snappy-duration')).toBe("motionTokens.spring['snappy-duration']");
  });
});
