// The extractor on a small kit of its own: what it reads from types, JSDoc and code, and what the
// reference's checks (src/lib/apiReference.ts) make of it.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { extractApiReference } from './extract.mjs';
import { referenceProblems } from '../../src/lib/apiReference.ts';

/** @type {string[]} */
const roots = [];
afterEach(async () => {
  await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })));
});

/** A project whose kit is `files` (paths under packages/react/src). @param {Record<string, string>} files */
async function kit(files) {
  const root = await mkdtemp(path.join(tmpdir(), 'api-reference-'));
  roots.push(root);
  await writeFile(path.join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', lib: ['ES2022'], types: [] } }));
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(root, 'packages/react/src', file);
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, text);
  }
  return extractApiReference(root);
}

const BADGE = `
/** Props of Badge. */
export interface BadgeProps {
  /** Look of the badge (default 'plain'). */
  tone?: BadgeTone;
  /** Text of the badge. */
  label: string;
  /** Whether it pulses. */
  pulse?: boolean;
}
export type BadgeTone = 'plain' | 'loud';
/** A small label. */
export function Badge({ tone = 'plain', label, pulse = false }: BadgeProps) {
  return [tone, label, pulse].join();
}
`;
const INDEX = `export { Badge } from './Badge/Badge';\nexport type { BadgeProps } from './Badge/Badge';\n`;

describe('extractApiReference', () => {
  it('reads each prop with its union spelled out, its default from the code, whether it is required and its description', async () => {
    const reference = await kit({ 'index.ts': INDEX, 'Badge/Badge.ts': BADGE });
    expect(reference.components).toEqual([
      {
        kind: 'component',
        name: 'Badge',
        description: 'A small label.',
        file: 'packages/react/src/Badge/Badge.ts',
        props: [
          { name: 'tone', type: "'plain' | 'loud'", default: "'plain'", required: false, description: "Look of the badge (default 'plain')." },
          { name: 'label', type: 'string', required: true, description: 'Text of the badge.' },
          { name: 'pulse', type: 'boolean', default: 'false', required: false, description: 'Whether it pulses.' },
        ],
        keyboard: [],
      },
    ]);
    expect(referenceProblems(reference)).toEqual([]);
  }, 60_000);

  it('shows a prop added with a JSDoc line, with no other edit', async () => {
    const reference = await kit({ 'index.ts': INDEX, 'Badge/Badge.ts': BADGE.replace('  /** Whether it pulses. */', '  /** Where it points. */\n  side?: "start" | "end";\n  /** Whether it pulses. */') });
    expect(reference.components[0]?.props.find((prop) => prop.name === 'side')).toEqual({ name: 'side', type: "'start' | 'end'", required: false, description: 'Where it points.' });
  }, 60_000);

  it('fails the checks when a prop or a component has no description', async () => {
    const reference = await kit({ 'index.ts': INDEX, 'Badge/Badge.ts': BADGE.replace('  /** Text of the badge. */\n', '').replace('/** A small label. */\n', '') });
    expect(referenceProblems(reference)).toEqual(['Badge (packages/react/src/Badge/Badge.ts) has no description', 'Badge.label has no description']);
  }, 60_000);

  it('fails the checks when a description states a default other than the code', async () => {
    const reference = await kit({ 'index.ts': INDEX, 'Badge/Badge.ts': BADGE.replace("tone = 'plain'", "tone = 'loud'") });
    expect(referenceProblems(reference)).toEqual(["Badge.tone: its description states the default 'plain', the code sets 'loud'"]);
    const unset = await kit({ 'index.ts': INDEX, 'Badge/Badge.ts': BADGE.replace("tone = 'plain'", 'tone') });
    expect(referenceProblems(unset)).toEqual(["Badge.tone: its description states the default 'plain', the code sets none"]);
  }, 60_000);

  it('reads defaults from defaultProps, from a props parameter destructured in the body and from named constants', async () => {
    const reference = await kit({
      'index.ts': INDEX,
      'Badge/Badge.ts': BADGE.replace(
        /export function Badge[\s\S]*$/,
        `const LOUD = 'loud';
export function Badge(props: BadgeProps) {
  const { tone = LOUD, label } = props;
  return [tone, label].join();
}
Badge.defaultProps = { pulse: true };
`,
      ),
    });
    expect(Object.fromEntries(reference.components[0]?.props.map((prop) => [prop.name, prop.default]) ?? [])).toEqual({ tone: "'loud'", label: undefined, pulse: 'true' });
  }, 60_000);

  it('reads the keyboard data beside a component, and functions with their signatures', async () => {
    const reference = await kit({
      'index.ts': `${INDEX}export { useBadge } from './Badge/useBadge';\n`,
      'Badge/Badge.ts': BADGE,
      'Badge/keyboard.ts': `export const badgeKeyboard = [{ keys: 'Enter', effect: 'Pulses the badge.' }] as const;\n`,
      'Badge/useBadge.ts': `/** The badge's tone. */\nexport function useBadge(tone: 'plain' | 'loud' = 'plain'): string {\n  return tone;\n}\n`,
    });
    expect(reference.components[0]?.keyboard).toEqual([{ keys: 'Enter', effect: 'Pulses the badge.' }]);
    expect(reference.functions).toEqual([
      { kind: 'function', name: 'useBadge', description: "The badge's tone.", file: 'packages/react/src/Badge/useBadge.ts', signature: 'useBadge(tone?: "plain" | "loud"): string' },
    ]);
  }, 60_000);
});
