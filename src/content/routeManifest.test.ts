import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_ROUTE, ROUTE_MANIFEST, routeEntryFor, routePaths, type RouteEntry } from './routeManifest';
import { ROUTE_DESCRIPTIONS } from './routeDescriptions';

const entries: readonly RouteEntry[] = ROUTE_MANIFEST;

describe('route manifest', () => {
  it('serves every URL from one entry only', () => {
    const paths = entries.flatMap(routePaths);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("names page folders that exist, each with the index.ts the router loads", () => {
    for (const { page } of [...entries, NOT_FOUND_ROUTE]) {
      expect(existsSync(new URL(`../pages/${page}/index.ts`, import.meta.url)), page).toBe(true);
    }
  });

  it('has the top-level aliases of the spec, each showing its example page', () => {
    expect(routeEntryFor('/buttons')?.path).toBe('/examples/buttons');
    expect(routeEntryFor('/cards')?.path).toBe('/examples/cards');
    expect(routeEntryFor('/modals')?.path).toBe('/examples/modals');
    expect(routeEntryFor('/experience-demo')?.path).toBe('/examples/experience-demo');
  });

  it('finds an entry with or without a trailing slash, and none for an unknown URL', () => {
    expect(routeEntryFor('/docs/changelog/')?.title).toBe('Changelog');
    expect(routeEntryFor('/docs/nope')).toBeUndefined();
  });

  it('files every example page in a component-library category', () => {
    for (const entry of entries.filter((e) => e.path.startsWith('/examples/'))) expect(entry.category, entry.path).toBeDefined();
  });

  it('has a description for every page', () => {
    for (const entry of entries) expect(ROUTE_DESCRIPTIONS[entry.path as keyof typeof ROUTE_DESCRIPTIONS]?.length, entry.path).toBeGreaterThan(20);
  });
});
