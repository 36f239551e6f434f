import { describe, expect, it } from 'vitest';
import { SITE_TOKEN_SOURCES as sources } from './siteTokenSources';
import { draftValue, editCount, editsFromFile, EMPTY_DRAFT, exportedFiles, withEdit } from './draft';
import { keyOrder, stringifyInOrder } from './orderedJson';

const changedLines = (a: string, b: string) => {
  const left = a.split('\n');
  const right = b.split('\n');
  expect(right.length).toBe(left.length);
  return right.filter((line, i) => line !== left[i]);
};

describe('the draft', () => {
  it('reads every source file and writes it back byte for byte, key order included', () => {
    expect(sources.files.map((f) => f.file)).toContain('tokens/spacing.json');
    for (const { text } of sources.files) expect(stringifyInOrder(JSON.parse(text), keyOrder(text))).toBe(text);
  });

  it('keeps only what differs from the sources', () => {
    const changed = withEdit(sources, EMPTY_DRAFT, 'tokens/radius.json', 'radius.md', { value: '10px' });
    expect(changed).toEqual({ 'tokens/radius.json': { 'radius.md': { value: '10px' } } });
    expect(withEdit(sources, changed, 'tokens/radius.json', 'radius.md', { value: '8px' })).toEqual({});
    expect(() => withEdit(sources, EMPTY_DRAFT, 'tokens/radius.json', 'radius.huge', { value: '1px' })).toThrow(/no token radius.huge/);
  });

  it('exports only the changed files, each differing from its source in the edited lines only', () => {
    let draft = withEdit(sources, EMPTY_DRAFT, 'tokens/spacing.json', 'spacing.4', { value: '18px' });
    draft = withEdit(sources, draft, 'tokens/motion.json', 'motion.spring.bouncy', { spring: { stiffness: 320, damping: 15, mass: 1 } });
    const files = exportedFiles(sources, draft);
    expect(files.map((f) => f.file)).toEqual(['tokens/motion.json', 'tokens/spacing.json']);
    const source = (file: string) => sources.files.find((f) => f.file === file)!.text;
    expect(changedLines(source('tokens/spacing.json'), files[1]!.text)).toEqual(['      "$value": "18px",']);
    expect(changedLines(source('tokens/motion.json'), files[0]!.text)).toEqual(['            "stiffness": 320,']);
    expect(files[1]!.text).toContain('"$description": "16px on the 8px grid."');
    expect(editCount(draft)).toBe(2);
    expect(draftValue(sources, draft, 'tokens/spacing.json', 'spacing.4').value).toBe('18px');
  });

  it('turns an imported file into edits, and names tokens it adds or drops', () => {
    const radius = sources.files.find((f) => f.file === 'tokens/radius.json')!;
    const data = JSON.parse(radius.text);
    data.radius.lg.$value = '20px';
    data.radius.xxl = { $value: '32px' };
    delete data.radius.sm;
    const { edits, problems } = editsFromFile(radius, data);
    expect(edits).toEqual({ 'radius.lg': { value: '20px' } });
    expect(problems).toEqual([
      'radius.xxl is not in tokens/radius.json: the studio edits the site\'s existing tokens',
      'radius.sm is missing: an imported file must keep every token of tokens/radius.json',
    ]);
  });
});
