import { describe, expect, it } from 'vitest';
import { apiReference } from '../../scripts/api-reference/reference.mjs';
import pagesFile from '../content/apiReference.json';
import kitExports from '../content/exampleKitExports.json';
import { apiKeyId, apiPropId, homePages, pageApiData, referenceProblems, statedDefault, type ApiPages } from './apiReference';

const { reference } = await apiReference(process.cwd());
const { '//': _, ...listed }: Record<string, unknown> = pagesFile;
const pages = listed as ApiPages;

describe('the kit API reference', () => {
  it('describes every public component, prop and function, and states only the defaults the code sets', () => {
    expect(referenceProblems(reference)).toEqual([]);
  });

  it('shows every public component and function on an example page', () => {
    const listed = new Set(Object.values(pages).flat());
    expect([...reference.components, ...reference.functions].map((entry) => entry.name).filter((name) => !listed.has(name))).toEqual([]);
  });

  it("gives every example page of a kit component a table of its subject's props", () => {
    const { '//': __, ...subjects } = kitExports;
    for (const [slug, names] of Object.entries(subjects)) {
      const data = pageApiData(reference, pages, slug, new Map());
      const shown = [...data.components, ...data.functions].map((entry) => entry.name);
      expect(shown, slug).toEqual(expect.arrayContaining(names));
    }
  });

  it('spells out the values of a union of string literals', () => {
    const button = reference.components.find((component) => component.name === 'Button');
    expect(button?.props.find((prop) => prop.name === 'variant')?.type).toBe("'primary' | 'outline' | 'ghost' | 'default' | 'danger'");
  });

  it('has keyboard data for every interactive component', () => {
    const withKeys = reference.components.filter((component) => component.keyboard.length > 0).map((component) => component.name);
    expect(withKeys.sort()).toEqual(['CommandPalette', 'Drawer', 'Modal', 'Navbar', 'SearchBox', 'Tabs', 'Toggle', 'UserMenu']);
  });

  it("sends each export's search result and llms-full.txt entry to the first page that lists it", () => {
    const home = homePages(pages);
    expect(home.get('Modal')).toBe('modals');
    expect(home.get('Input')).toBe('inputs');
    expect(home.get('SmartButton')).toBe('buttons');
  });
});

describe('statedDefault', () => {
  it('reads a default written as code, not one described in words', () => {
    expect(statedDefault("Width of the dialog (default 'md').")).toBe("'md'");
    expect(statedDefault('Results shown at most (default 10).')).toBe('10');
    expect(statedDefault("A CSS width (default: the container's).")).toBeUndefined();
    expect(statedDefault('No default here.')).toBeUndefined();
  });
});

describe('row ids', () => {
  it('are made of characters a URL hash and a CSS selector take as they are', () => {
    expect(apiPropId('Modal', 'onClose')).toBe('api-Modal-onClose');
    expect(apiPropId('Drawer', 'aria-label')).toBe('api-Drawer-aria-label');
    expect(apiKeyId('Modal', 'Shift+Tab')).toBe('api-Modal-key-Shift-Tab');
    expect(apiKeyId('CommandPalette', 'Ctrl+K / Cmd+K')).toBe('api-CommandPalette-key-Ctrl-K-Cmd-K');
  });
});
