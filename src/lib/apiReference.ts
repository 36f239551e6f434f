// The API reference as example pages show it: which of the kit's exports each page documents
// (src/content/apiReference.json), as plain strings (each page loads its own after the page, made at build
// time by scripts/api-reference/vite-plugin.mjs), and the checks the kit's docs must pass.
import type { ApiReference, ComponentDoc, FunctionDoc } from '../../scripts/api-reference/extract.mjs';

/** A prop row: name, type, default ('' for none), 'required' or '', description. */
export type ApiPropRow = readonly [name: string, type: string, defaultValue: string, required: string, description: string];
/** A keyboard row: the keys, what they do. */
export type ApiKeyRow = readonly [keys: string, effect: string];
/** A token the component reads: its CSS custom property and its row on the Design Tokens page. */
export type ApiTokenRow = readonly [cssVar: string, href: string];

export interface ApiComponentEntry {
  name: string;
  description: string;
  props: readonly ApiPropRow[];
  keys: readonly ApiKeyRow[];
  tokens: readonly ApiTokenRow[];
}

export interface ApiFunctionEntry {
  name: string;
  description: string;
  signature: string;
}

/** What `virtual:kit-api/<slug>` gives a page: its components' tables and its functions' signatures. */
export interface ApiPageData {
  components: readonly ApiComponentEntry[];
  functions: readonly ApiFunctionEntry[];
}

/** Each example page (by slug) and the exports of `@motion-kit/react` it documents, in page order. */
export type ApiPages = Readonly<Record<string, readonly string[]>>;

export { API_SECTION_ID, apiEntryId, apiKeyId, apiPropId } from './apiReferenceIds';

/**
 * The page that documents an export first: search results and llms-full.txt point there, and
 * src/content/apiReference.json lists each export's main page before any page that repeats it.
 */
export function homePages(pages: ApiPages): Map<string, string> {
  const home = new Map<string, string>();
  for (const [slug, names] of Object.entries(pages)) for (const name of names) if (!home.has(name)) home.set(name, slug);
  return home;
}

/** Which tokens a component reads, by its name: CSS custom property and link. */
export type ComponentTokens = ReadonlyMap<string, readonly ApiTokenRow[]>;

/** One page's data, strings only, in the order the page's list gives; a name the kit does not export fails. */
export function pageApiData(reference: ApiReference, pages: ApiPages, slug: string, tokens: ComponentTokens): ApiPageData {
  const names = pages[slug];
  if (!names) throw new Error(`src/content/apiReference.json has no "${slug}"`);
  const components: ApiComponentEntry[] = [];
  const functions: ApiFunctionEntry[] = [];
  for (const name of names) {
    const component = reference.components.find((entry) => entry.name === name);
    const fn = reference.functions.find((entry) => entry.name === name);
    if (component) components.push(componentEntry(component, tokens.get(name) ?? []));
    else if (fn) functions.push(functionEntry(fn));
    else throw new Error(`src/content/apiReference.json: "${slug}" names ${name}, which @motion-kit/react does not export as a component or function`);
  }
  return { components, functions };
}

function componentEntry(component: ComponentDoc, tokens: readonly ApiTokenRow[]): ApiComponentEntry {
  return {
    name: component.name,
    description: component.description,
    props: component.props.map((prop) => [prop.name, prop.type, prop.default ?? '', prop.required ? 'required' : '', prop.description] as const),
    keys: component.keyboard.map((key) => [key.keys, key.effect] as const),
    tokens,
  };
}

const functionEntry = (fn: FunctionDoc): ApiFunctionEntry => ({ name: fn.name, description: fn.description, signature: fn.signature });

/**
 * What the reference finds wrong with the kit's docs: a public component, prop or function without a
 * description, and a default that a description states ("(default 'md')") other than the code's.
 */
export function referenceProblems(reference: ApiReference): string[] {
  const problems: string[] = [];
  for (const component of reference.components) {
    if (!component.description) problems.push(`${component.name} (${component.file}) has no description`);
    for (const prop of component.props) {
      const where = `${component.name}.${prop.name}`;
      if (!prop.description) problems.push(`${where} has no description`);
      const stated = statedDefault(prop.description);
      if (stated !== undefined && stated !== prop.default) {
        problems.push(`${where}: its description states the default ${stated}, the code ${prop.default === undefined ? 'sets none' : `sets ${prop.default}`}`);
      }
    }
    for (const key of component.keyboard) if (!key.keys || !key.effect) problems.push(`${component.name}: a keyboard row without keys or effect`);
  }
  for (const fn of reference.functions) if (!fn.description) problems.push(`${fn.name} (${fn.file}) has no description`);
  return problems;
}

/**
 * The default a description states as code: `(default 'md')`, `(default true)`, `(default 5)`. Prose
 * after a colon (`(default: the container's)`) says what happens without a value and is not compared.
 */
export function statedDefault(description: string): string | undefined {
  return /\(default ([^:)][^)]*)\)/.exec(description)?.[1]?.trim();
}
