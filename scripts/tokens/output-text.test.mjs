// What the token tools print: names, values and descriptions from token files shown, never obeyed,
// in the terminal, in a CI log and in Markdown (src/lib/outputText.js), fed hostile text directly.
// @ts-check
import { describe, expect, it } from 'vitest';
import { markdownCode, markdownText, terminalText, workflowLog } from '../../src/lib/outputText.js';
import { formatErrors } from './build.mjs';
import { diffTokenSets, formatMarkdown, formatText } from './diff.mjs';

const ESC = '\u001b';
const NOTICE = 'x\n::notice title=Approved::All checks passed';
const MASK = 'y\r\n  ::add-mask::secret';
const LIVE_MARKDOWN = 'a` <img src=x> [Approve this PR](https://example.com) **All checks passed** `b';

/** Lines a GitHub Actions runner would read as workflow commands. @param {string} text */
const commandLines = (text) => text.split(/\r?\n|\r/).filter((line) => /^\s*(::|##\[)/.test(line));

describe('terminalText', () => {
  it('shows escape sequences, line breaks and bidirectional overrides as visible escapes', () => {
    expect(terminalText(`red${ESC}[31m\nnext\u202eevil\u0007`)).toBe('red\\u{1b}[31m\\u{a}next\\u{202e}evil\\u{7}');
  });
  it('leaves printable text alone, accents and emoji included', () => {
    expect(terminalText('café 🎨 #6366f1 {color.gray.50}')).toBe('café 🎨 #6366f1 {color.gray.50}');
  });
});

describe('workflowLog', () => {
  it('puts a backslash before any line a runner would read as a command', () => {
    expect(workflowLog('ok\n::notice::x\n  ::add-mask::y\n##[error]z\nnot :: one')).toBe('ok\n\\::notice::x\n  \\::add-mask::y\n\\##[error]z\nnot :: one');
  });
});

describe('markdownText', () => {
  it('renders links, images, HTML, emphasis and code as the characters they are', () => {
    expect(markdownText('[x](javascript:alert(1)) <img src=x> **b** `c` | d ~e~ &amp;')).toBe(
      '\\[x\\](javascript:alert(1)) \\<img src=x\\> \\*\\*b\\*\\* \\`c\\` \\| d \\~e\\~ \\&amp;',
    );
  });
  it('keeps a line from starting a heading, list or quote, and joins lines', () => {
    expect(['# h', '- l', '+ l', '1. l', '2) l', '> q'].map(markdownText)).toEqual(['\\# h', '\\- l', '\\+ l', '1\\. l', '2\\) l', '\\> q']);
    expect(markdownText('one\n\n# two')).toBe('one # two');
  });
});

describe('markdownCode', () => {
  it('uses a fence longer than any run of backticks inside, so the content cannot close it', () => {
    expect(markdownCode('#fff')).toBe('`#fff`');
    expect(markdownCode('a`b``c')).toBe('```a`b``c```');
    expect(markdownCode('`x`')).toBe('`` `x` ``');
    expect(markdownCode('a|b')).toBe('`a\\|b`');
    expect(markdownCode(`a${ESC}[2J\nb`)).toBe('`a\\u{1b}[2J b`');
  });
});

describe('formatErrors (npm run tokens)', () => {
  it('prints a hostile path and message on one line each, with no command line and no escape', () => {
    const printed = formatErrors([{ file: `tokens/${MASK}.json`, path: NOTICE, message: `bad ${ESC}]0;title${ESC}\\` }]);
    expect(printed.split('\n')).toHaveLength(2);
    expect(commandLines(printed)).toEqual([]);
    expect(printed).not.toContain(ESC);
  });
});

describe('the token diff with hostile names and values', () => {
  /** @param {string} name @param {unknown} value */
  const set = (name, value) => ({ themes: { dark: [{ name, cssVar: `--${name}`, type: 'color', value, original: value }] } });
  const diff = diffTokenSets(set(NOTICE, '#000'), set(NOTICE, LIVE_MARKDOWN));
  const added = diffTokenSets({ themes: { dark: [] } }, set(`${MASK}${ESC}[31m`, LIVE_MARKDOWN));
  const labels = { from: `main${ESC}[2J\n::notice::x`, to: 'working tree' };

  it('text mode: no line starts a workflow command and no escape sequence passes', () => {
    for (const printed of [formatText(diff, labels), formatText(added, labels)].map(workflowLog)) {
      expect(commandLines(printed)).toEqual([]);
      expect(printed).not.toContain(ESC);
    }
    expect(formatText(diff, labels)).toContain('x\\u{a}::notice title=Approved::All checks passed');
  });

  it('markdown mode: a backtick in a name or value cannot close its code span', () => {
    for (const printed of [formatMarkdown(diff, labels), formatMarkdown(added, labels)]) {
      expect(printed).toContain(markdownCode(LIVE_MARKDOWN));
      // Outside code spans nothing of the value is left: each cell holds whole, unclosable spans.
      const outside = printed.replace(/(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, '');
      expect(outside).not.toMatch(/<img|\[Approve|\*\*All/);
      expect(commandLines(printed)).toEqual([]);
      expect(printed).not.toContain(ESC);
    }
  });
});
