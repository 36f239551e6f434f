// The studio's contrast verdicts against the build's: the same draft, exported into a copy of the
// token sources and built by `npm run tokens`' own function, must fail the same pairs with the same words.
import { cp, mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTokens } from '../../../scripts/tokens/build.mjs';
import { contrastRatio } from '../../lib/contrast.js';
import { nearestPassing } from './contrastReport';
import { exportedFiles, type Draft } from './draft';
import { SITE_TOKEN_SOURCES as sources } from './siteTokenSources';
import { studioView, withBrandColor } from './studioModel';

async function buildDraft(draft: Draft) {
  const root = await mkdtemp(path.join(os.tmpdir(), 'studio-contrast-'));
  try {
    await cp('tokens', path.join(root, 'tokens'), { recursive: true });
    await cp('style-dictionary.config.json', path.join(root, 'style-dictionary.config.json'));
    for (const { file, text } of exportedFiles(sources, draft)) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), text);
    }
    return await buildTokens({ root, outDir: path.join(root, 'build') });
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

describe('contrast in the studio', () => {
  it('fails exactly the pairs the build fails for a light primary, with the build\'s messages', async () => {
    const draft = withBrandColor(sources, {}, 'primary', '#a5b4fc');
    const view = studioView(sources, draft);
    const failing = view.contrast.results.filter((r) => r.role === 'body' && !r.passes);
    expect(failing.length).toBeGreaterThan(0);
    const built = await buildDraft(draft);
    if (built.ok) throw new Error('the build accepted a primary whose ramp fails body contrast');
    expect(view.contrast.errors).toEqual(built.errors);
    expect(failing.map((r) => `${r.theme} ${r.text}`)).toEqual(built.errors.map((e) => `${e.message.match(/in the (\w+) theme/)![1]} ${e.path}`));
  }, 60_000);

  it('passes a teal primary, which the build accepts too', async () => {
    const draft = withBrandColor(sources, {}, 'primary', '#0f766e');
    const view = studioView(sources, draft);
    expect(view.errors).toEqual([]);
    expect(view.contrast.errors).toEqual([]);
    expect((await buildDraft(draft)).ok).toBe(true);
  }, 60_000);

  it('suggests, for a failing body pair, the nearest text and background colours that pass', () => {
    const view = studioView(sources, withBrandColor(sources, {}, 'primary', '#a5b4fc'));
    const pair = view.contrast.results.find((r) => r.text === 'color.on-accent' && r.theme === 'light')!;
    expect(pair.passes).toBe(false);
    expect(contrastRatio(pair.textColor, pair.nearest!.background!)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(pair.nearest!.text!, pair.backgroundColor)).toBeGreaterThanOrEqual(4.5);
  });

  it('finds the passing lightness closest to the colour', () => {
    const ratio = (c: string) => contrastRatio(c, '#ffffff')!;
    const near = nearestPassing('#a5b4fc', ratio, 4.5)!;
    expect(ratio(near)).toBeGreaterThanOrEqual(4.5);
    expect(ratio(near)).toBeLessThan(4.7);
    expect(nearestPassing('#777777', (c) => contrastRatio(c, '#777777')!, 21.5)).toBeUndefined();
  });
});
