// The studio's validation must say what the build's validator says for the same files.
import { describe, expect, it } from 'vitest';
import { validateTokenSets } from '../../../scripts/tokens/validate.mjs';
import { SITE_TOKEN_SOURCES as sources } from './siteTokenSources';
import { parseTokenFile, validateFiles } from './tokenValidation';

const scopes = sources.themes.map((t) => ({ name: t.name, theme: t.name, themeFile: t.file, files: [...sources.baseFiles, t.file] }));
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- hostile files are edited freely
type Loose = any;
const edited = (file: string, edit: (data: Loose) => void) => {
  const data = structuredClone(sources.files.find((f) => f.file === file)!.data) as Loose;
  edit(data);
  return data;
};
const withFile = (file: string, data: unknown) => sources.files.map((f) => (f.file === file ? { file, data } : { file: f.file, data: f.data }));

const HOSTILE: Array<[string, string, unknown]> = [
  ['a value that breaks out of CSS', 'tokens/radius.json', { radius: { $type: 'dimension', sm: { $value: '4px; } body { display: none' }, md: { $value: '8px' }, lg: { $value: '12px' }, xl: { $value: '16px' }, full: { $value: '9999px' } } }],
  ['a colour that is not one', 'tokens/color.json', edited('tokens/color.json', (d) => { d.color.brand.primary.$value = 'url(javascript:1)'; })],
  ['a reference cycle and a missing reference', 'tokens/themes/dark.json', edited('tokens/themes/dark.json', (d) => { d.color.bg.$value = '{color.surface}'; d.color.surface.$value = '{color.bg}'; d.color.text.$value = '{color.nope}'; })],
  ['a spring that never settles', 'tokens/motion.json', edited('tokens/motion.json', (d) => { d.motion.spring.bouncy.$extensions['com.motion-kit.spring'].damping = 0.0001; })],
  ['a reserved name and an unknown key', 'tokens/radius.json', { radius: { $type: 'dimension', __proto__x: 1, constructor: { $value: '1px' }, sm: { $value: '4px', $oops: 1 }, md: { $value: '8px' }, lg: { $value: '12px' }, xl: { $value: '16px' }, full: { $value: '9999px' } } }],
];

describe('the studio\'s token validation', () => {
  it('accepts the site\'s sources', () => {
    expect(validateFiles(sources, sources.files)).toEqual([]);
  });

  it.each(HOSTILE)('reports %s exactly as the build\'s validator does', (_, file, data) => {
    const files = withFile(file, data);
    const expected = validateTokenSets({ files, scopes });
    expect(expected.length).toBeGreaterThan(0);
    expect(validateFiles(sources, files)).toEqual(expected);
  });

  it('says where a file is not JSON', () => {
    expect(parseTokenFile('tokens/radius.json', '{\n  "radius": {,\n}')).toEqual({
      error: { file: 'tokens/radius.json', message: expect.stringMatching(/^invalid JSON at line 2, column 14: /) },
    });
  });
});
