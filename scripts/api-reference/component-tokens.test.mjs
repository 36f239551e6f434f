import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { componentTokens, importClosure } from './component-tokens.mjs';

const root = process.cwd();
const tokens = JSON.parse(await readFile('build/json/tokens-dark.json', 'utf8')).tokens;

describe('componentTokens', () => {
  it("follows a component's imports into the kit files it draws with", async () => {
    const files = await importClosure(root, 'packages/react/src/components/Modal/Modal.tsx');
    expect(files).toContain('packages/react/src/components/Modal/Modal.styles.ts');
    expect(files).toContain('packages/react/src/components/Dialog/dialogParts.tsx');
  });

  it('lists the tokens of the component and of the parts it imports', async () => {
    const found = await componentTokens(root, [{ name: 'Modal', file: 'packages/react/src/components/Modal/Modal.tsx' }, { name: 'Button', file: 'packages/react/src/components/Button/Button.tsx' }], tokens);
    // The backdrop's colour is read in Dialog's parts, not in Modal's own files.
    expect(found.get('Modal')).toContain('color.overlay');
    expect(found.get('Modal')).not.toContain('color.brand.primary');
    expect(found.get('Button')?.length).toBeGreaterThan(0);
    expect(found.get('Button')).not.toContain('color.overlay');
  }, 30_000);
});
