// Syntax highlighting as data: sugar-high tokenizes and CodeBlock renders the tokens as React
// elements, so no HTML string is injected. Only the languages imported here are bundled.
import { generate, parse, type GeneratedLine, type ParseOptions, type TokenType } from 'sugar-high/core';
import * as typescript from 'sugar-high/lang/typescript';
import * as css from 'sugar-high/lang/css';
import * as shell from 'sugar-high/lang/shell';
import * as json from 'sugar-high/lang/json';

export type { GeneratedLine, TokenType };

/** sugar-high's own settings for languages that are not JavaScript. */
const notJavaScript = (config: ParseOptions): ParseOptions => ({ ...config, jsx: false, regex: false, templateStrings: false });

const CONFIGS: Record<string, ParseOptions> = {
  typescript: typescript as ParseOptions,
  css: notJavaScript(css as ParseOptions),
  shell: notJavaScript(shell as ParseOptions),
  json: notJavaScript(json as ParseOptions),
};

const ALIASES: Record<string, keyof typeof CONFIGS> = {
  ts: 'typescript',
  tsx: 'typescript',
  typescript: 'typescript',
  js: 'typescript',
  jsx: 'typescript',
  javascript: 'typescript',
  css: 'css',
  bash: 'shell',
  sh: 'shell',
  shell: 'shell',
  json: 'json',
};

/** Every character of a language we do not tokenize is plain text, one token per line. */
const plainText: ParseOptions = { tokenize: (code) => code.split('\n').flatMap((line, i) => (i === 0 ? [[0, line]] : [[9, '\n'], [0, line]]) as Array<[number, string]>) };

/** Highlighted lines for a fence name such as 'tsx', 'css', 'bash' or 'json'; other names stay plain. */
export function highlightLines(code: string, language: string): GeneratedLine[] {
  const name = ALIASES[language.toLowerCase()];
  return generate(parse(code, name ? CONFIGS[name] : plainText));
}
