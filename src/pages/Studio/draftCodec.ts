// The draft in the URL: `?draft=1.<base64url JSON>`, versioned so a later format can still read (or
// clearly refuse) links made today. The JSON is a list of [file, token id, value?, spring?] with the
// file written without its `tokens/` folder and `.json` extension, the shortest spelling that stays readable.
import type { Draft, SpringPhysics, TokenEdit } from './draft';

export const DRAFT_PARAM = 'draft';
export const DRAFT_VERSION = 1;

type Entry = [string, string, ...unknown[]];

const shortFile = (file: string) => file.replace(/^tokens\//, '').replace(/\.json$/, '');
const longFile = (short: string) => `tokens/${short}.json`;

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** The draft as the `draft` parameter's value; an empty draft is an empty string (no parameter). */
export function encodeDraft(draft: Draft): string {
  const entries: Entry[] = Object.entries(draft).flatMap(([file, tokens]) =>
    Object.entries(tokens).map(([id, edit]): Entry => {
      const entry: Entry = [shortFile(file), id, 'value' in edit ? edit.value : null];
      if (edit.spring) entry.push([edit.spring.stiffness, edit.spring.damping, edit.spring.mass]);
      return entry;
    }),
  );
  return entries.length === 0 ? '' : `${DRAFT_VERSION}.${toBase64Url(JSON.stringify(entries))}`;
}

const isSpringTriple = (value: unknown): value is [number, number, number] =>
  Array.isArray(value) && value.length === 3 && value.every((n) => typeof n === 'number' && Number.isFinite(n));

/** Reads a `draft` parameter back; a link from another version or a damaged one says so. */
export function decodeDraft(param: string): { draft: Draft } | { error: string } {
  const dot = param.indexOf('.');
  const version = param.slice(0, dot);
  if (dot < 0 || !/^\d+$/.test(version)) return { error: 'The draft in this link is damaged: it has no version.' };
  if (Number(version) !== DRAFT_VERSION) return { error: `The draft in this link is version ${version}; this studio reads version ${DRAFT_VERSION}.` };
  let entries: unknown;
  try {
    entries = JSON.parse(fromBase64Url(param.slice(dot + 1)));
  } catch {
    return { error: 'The draft in this link is damaged: it does not decode.' };
  }
  if (!Array.isArray(entries)) return { error: 'The draft in this link is damaged: it is not a list of edits.' };
  const draft: Record<string, Record<string, TokenEdit>> = {};
  for (const entry of entries) {
    if (!Array.isArray(entry) || typeof entry[0] !== 'string' || typeof entry[1] !== 'string' || entry.length > 4) {
      return { error: 'The draft in this link is damaged: an edit is malformed.' };
    }
    const [file, id, value, spring] = entry as [string, string, unknown, unknown];
    const edit: TokenEdit = {};
    if (value !== null) edit.value = value;
    if (spring !== undefined) {
      if (!isSpringTriple(spring)) return { error: 'The draft in this link is damaged: a spring is malformed.' };
      edit.spring = { stiffness: spring[0], damping: spring[1], mass: spring[2] } satisfies SpringPhysics;
    }
    (draft[longFile(file)] ??= {})[id] = edit;
  }
  return { draft };
}
