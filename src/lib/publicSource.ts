// A demo's source as a visitor copies it: the site imports the kit through relative paths into src/, and
// pasted into an app those paths point nowhere. Kit imports become one import from the published
// package; the demo's own helpers become sibling files ('./useTimedFlag'), as they would be in an app.

/** The package the documentation tells people to install (Getting Started). */
export const KIT_PACKAGE = '@motion-kit/react';

/** Paths into src/ that the package exports: the components, the experience system, theme and stores. */
const KIT_PATH = /^(?:\.\.\/)+(?:components\/[\w-]+|experience|theme\/[\w-]+|stores\/[\w-]+)$/;

const IMPORT = /^import\s+(type\s+)?\{([^}]*)\}\s+from\s+'(\.[^']*)';?[ \t]*\n/gm;
const OTHER_RELATIVE = /^(import\s+(?:[\w$]+\s+from\s+)?)'(\.\.?\/[^']*)'/gm;

const specifiers = (list: string) =>
  list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

function importLine(names: readonly string[], typeOnly: boolean): string {
  const keyword = typeOnly ? 'import type' : 'import';
  const oneLine = `${keyword} { ${names.join(', ')} } from '${KIT_PACKAGE}';`;
  if (oneLine.length <= 100) return `${oneLine}\n`;
  return `${keyword} {\n${names.map((name) => `  ${name},`).join('\n')}\n} from '${KIT_PACKAGE}';\n`;
}

export function publicSource(source: string): string {
  const values: string[] = [];
  const types: string[] = [];
  let firstKitImport = -1;
  const rest = source.replace(IMPORT, (statement, typeOnly: string | undefined, list: string, path: string, offset: number) => {
    if (!KIT_PATH.test(path)) {
      const file = path.split('/').pop();
      return statement.replace(`'${path}'`, `'./${file}'`);
    }
    if (firstKitImport === -1) firstKitImport = offset;
    const target = typeOnly ? types : values;
    for (const name of specifiers(list)) if (!target.includes(name)) target.push(name);
    return '\u0000';
  });
  // Any other relative import (a default or side-effect import) points at a sibling file too.
  const local = rest.replace(OTHER_RELATIVE, (_, keyword: string, path: string) => `${keyword}'./${path.split('/').pop()}'`);
  if (firstKitImport === -1) return local;
  const merged = (values.length ? importLine(values, false) : '') + (types.length ? importLine(types, true) : '');
  // The merged import takes the place of the first kit import; the others leave no line behind.
  const at = local.indexOf('\u0000');
  return (local.slice(0, at) + merged + local.slice(at + 1)).replaceAll('\u0000', '');
}
