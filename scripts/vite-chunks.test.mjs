// The chunk groups of vite.config.ts find framer-motion's component core and lucide's check icon by the
// names the packages export, not by paths inside their dist/: a build where node_modules is reached through
// a symlink (its modules' ids are then under another folder) groups them the same.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bootStageChunks } from '../vite.config.ts';

const own = (file) => fileURLToPath(new URL(`../${file}`, import.meta.url));
const FEATURES = own('src/components/AnimationFeatures/AnimationFeatures.tsx');

/** A module graph whose packages live in `root` (a symlinked node_modules' real folder), as Rolldown reports it. */
function graph(root) {
  const fm = (file) => `${root}/framer-motion/dist/es/${file}`;
  const md = (file) => `${root}/motion-dom/dist/es/${file}`;
  const modules = {
    [FEATURES]: { importedIds: [fm('index.mjs')], exports: ['AnimationFeatures'] },
    [fm('index.mjs')]: { importedIds: [fm('proxy.mjs'), fm('presence.mjs'), fm('lazy.mjs'), fm('features.mjs')], exports: ['m', 'AnimatePresence', 'LazyMotion', 'domAnimation'] },
    [fm('proxy.mjs')]: { importedIds: [fm('create.mjs'), md('index.mjs')], exports: ['m'] },
    [fm('presence.mjs')]: { importedIds: [], exports: ['AnimatePresence'] },
    [fm('lazy.mjs')]: { importedIds: [], exports: ['LazyMotion'] },
    [fm('create.mjs')]: { importedIds: [], exports: ['createMotionComponent'] },
    [fm('features.mjs')]: { importedIds: [], exports: ['domAnimation'] },
    [md('index.mjs')]: { importedIds: [md('frame.mjs')], exports: ['frame'] },
    [md('frame.mjs')]: { importedIds: [], exports: ['frame'] },
    [`${root}/lucide-react/dist/esm/icons/check.mjs`]: { importedIds: [], exports: ['default'], code: 'const __iconData = {\n  name: "check",\n  size: 24\n};' },
    [`${root}/lucide-react/dist/esm/icons/x.mjs`]: { importedIds: [], exports: ['default'], code: 'const __iconData = {\n  name: "x",\n  size: 24\n};' },
  };
  const importers = (id) => Object.keys(modules).filter((other) => modules[other].importedIds.includes(id));
  return {
    ids: Object.keys(modules),
    ctx: { getModuleInfo: (id) => (modules[id] ? { id, code: modules[id].code ?? 'export {}', importers: importers(id), importedIds: modules[id].importedIds, exports: modules[id].exports } : null) },
  };
}

/** The chunk each module goes to: the first group, by priority, whose name or test takes it. */
function chunkOf(id, ctx) {
  const groups = [...bootStageChunks()].sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0));
  for (const group of groups) {
    if (typeof group.name === 'function') {
      const name = group.name(id, ctx);
      if (name) return name;
    } else if (group.test?.test(id)) return group.name;
  }
  return null;
}

describe('chunk groups', () => {
  for (const root of ['/work/project/node_modules', '/cache/elsewhere/node_modules']) {
    it(`puts framer-motion's component core in motion-core, and leaves its entry and features out (${root})`, () => {
      const { ctx } = graph(root);
      const fm = (file) => `${root}/framer-motion/dist/es/${file}`;
      for (const id of [fm('proxy.mjs'), fm('presence.mjs'), fm('lazy.mjs'), fm('create.mjs'), FEATURES]) expect(chunkOf(id, ctx), id).toBe('motion-core');
      for (const id of [fm('index.mjs'), fm('features.mjs'), `${root}/motion-dom/dist/es/index.mjs`]) expect(chunkOf(id, ctx), id).toBeNull();
    });

    it(`puts lucide's check icon, found by its name, in the app chunk, and no other icon (${root})`, () => {
      const { ctx } = graph(root);
      expect(chunkOf(`${root}/lucide-react/dist/esm/icons/check.mjs`, ctx)).toBe('app');
      expect(chunkOf(`${root}/lucide-react/dist/esm/icons/x.mjs`, ctx)).toBeNull();
    });
  }

  it('says so when framer-motion no longer exports its core from modules of their own', () => {
    const root = '/cache/node_modules';
    const { ctx } = graph(root);
    const broken = { getModuleInfo: (id) => (id === `${root}/framer-motion/dist/es/index.mjs` ? { ...ctx.getModuleInfo(id), importedIds: [] } : ctx.getModuleInfo(id)) };
    expect(() => chunkOf(`${root}/framer-motion/dist/es/proxy.mjs`, broken)).toThrow(/no longer exports m, AnimatePresence, LazyMotion/);
  });
});
