// The studio's validation must say what `npm run tokens` says for the same files: each hostile file is
// written over a scratch copy of tokens/ for the build's validator and imported into the studio as bytes.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateSources } from '../../../scripts/tokens/validate.mjs';
import { SITE_TOKEN_SOURCES as sources } from './siteTokenSources';
import { checkImport } from './importCheck';
import { validateFiles } from './tokenValidation';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- hostile files are edited freely
type Loose = any;
const edited = (file: string, edit: (data: Loose) => void) => {
  const data = structuredClone(sources.files.find((f) => f.file === file)!.data) as Loose;
  edit(data);
  return data;
};
const utf8 = (text: string) => new TextEncoder().encode(text);
const json = (data: unknown) => utf8(JSON.stringify(data, null, 2));
// 0xFF never occurs in UTF-8.
const notUtf8 = Uint8Array.from([...utf8('{ "color": { "x'), 0xff, ...utf8('": { "$value": "#fff" } } }')]);
const textOf = (file: string) => sources.files.find((f) => f.file === file)!.text;

const HOSTILE: Array<[string, string, Uint8Array]> = [
  ['a value that breaks out of CSS', 'tokens/radius.json', json({ radius: { $type: 'dimension', sm: { $value: '4px; } body { display: none' }, md: { $value: '8px' }, lg: { $value: '12px' }, xl: { $value: '16px' }, full: { $value: '9999px' } } })],
  ['a colour that is not one', 'tokens/color.json', json(edited('tokens/color.json', (d) => { d.color.brand.primary.$value = 'url(javascript:1)'; }))],
  ['a colour function with words for numbers', 'tokens/color.json', json(edited('tokens/color.json', (d) => { d.color.brand.secondary.$value = 'rgb(a b c)'; }))],
  ['a reference cycle and a missing reference', 'tokens/themes/dark.json', json(edited('tokens/themes/dark.json', (d) => { d.color.bg.$value = '{color.surface}'; d.color.surface.$value = '{color.bg}'; d.color.text.$value = '{color.nope}'; }))],
  ['a spring that never settles', 'tokens/motion.json', json(edited('tokens/motion.json', (d) => { d.motion.spring.bouncy.$extensions['com.motion-kit.spring'].damping = 0.0001; }))],
  ['a reserved name and an unknown key', 'tokens/radius.json', json({ radius: { $type: 'dimension', __proto__x: 1, constructor: { $value: '1px' }, sm: { $value: '4px', $oops: 1 }, md: { $value: '8px' }, lg: { $value: '12px' }, xl: { $value: '16px' }, full: { $value: '9999px' } } })],
  ['a name with a space', 'tokens/radius.json', json(edited('tokens/radius.json', (d) => { d.radius['a b'] = { $value: '2px' }; }))],
  ['a theme token the other theme lacks', 'tokens/themes/light.json', json(edited('tokens/themes/light.json', (d) => { d.color.extra = { $value: '#fff' }; }))],
  ['two names that give one CSS variable', 'tokens/radius.json', json(edited('tokens/radius.json', (d) => { d.radius['md-x'] = { $value: '2px' }; d.radius.mdX = { $value: '3px' }; }))],
  ['a key given twice', 'tokens/radius.json', utf8(textOf('tokens/radius.json').replace('"sm": {', '"sm": { "$value": "1px" },\n    "sm": {'))],
  ['bytes that are not UTF-8', 'tokens/color.json', notUtf8],
  ['text that is not JSON', 'tokens/radius.json', utf8('{\n  "radius": {,\n}')],
];

let root: string;
let config: unknown;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'studio-tokens-'));
  await cp('tokens', path.join(root, 'tokens'), { recursive: true });
  config = JSON.parse(await readFile('style-dictionary.config.json', 'utf8'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('the studio\'s token validation', () => {
  it('accepts the site\'s sources', () => {
    expect(validateFiles(sources, sources.files)).toEqual([]);
    expect(checkImport(sources, sources.files.map((f) => ({ file: f.file, bytes: new TextEncoder().encode(f.text) })))).toEqual({ errors: [], files: sources.files.map(({ file, data }) => ({ file, data })) });
  });

  it.each(HOSTILE)('reports %s exactly as npm run tokens does', async (_, file, bytes) => {
    const target = path.join(root, file);
    const original = await readFile(target);
    await writeFile(target, bytes);
    try {
      const { errors: expected } = await validateSources({ root, config });
      expect(expected.length).toBeGreaterThan(0);
      expect(checkImport(sources, [{ file, bytes }]).errors).toEqual(expected);
    } finally {
      await writeFile(target, original);
    }
  });

  it('names the reader\'s problem in the page\'s words', () => {
    const errorsOf = (name: string) => checkImport(sources, HOSTILE.filter(([n]) => n === name).map(([, file, bytes]) => ({ file, bytes }))).errors;
    expect(errorsOf('text that is not JSON')).toEqual([{ file: 'tokens/radius.json', message: expect.stringMatching(/^invalid JSON at line 2, column 14: /) }]);
    expect(errorsOf('bytes that are not UTF-8')).toEqual([{ file: 'tokens/color.json', path: 'color', message: 'the file is not valid UTF-8 (line 1); save it as UTF-8' }]);
    expect(errorsOf('a key given twice')).toEqual([{ file: 'tokens/radius.json', path: 'radius.sm', message: expect.stringMatching(/^"sm" is given twice in one object \(lines \d+ and \d+\)/) }]);
    expect(errorsOf('a name with a space')).toContainEqual(expect.objectContaining({ file: 'tokens/radius.json', message: expect.stringContaining('"a b" is not a valid name') }));
    expect(errorsOf('two names that give one CSS variable')).toContainEqual(expect.objectContaining({ path: 'radius.mdX', message: expect.stringContaining('produces the CSS variable --radius-md-x') }));
  });
});
