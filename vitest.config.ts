import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react-swc';
import { buildConstants } from './scripts/build-constants.mjs';
import { demoSource, kitCost, tokenDocsRows } from './scripts/vite/plugins.ts';
import { siteSearchPlugin } from './scripts/site-search-plugin.mjs';
import { kitApiPlugin } from './scripts/api-reference/vite-plugin.mjs';
import { workspaceConditions } from './scripts/vite/workspace.ts';

// The workspace packages by their sources, as in the site's build (each project states it: projects do not inherit).
const { resolve, ssr } = workspaceConditions();
// Test files of pure logic (node) share their worker's module cache instead of each importing anew. The
// jsdom project keeps each file apart: framer-motion's frame loop and the fake timers some tests use are
// per module instance, and one file's leftovers stopped the next file's animations.
const isolate = false;
const swcStyled = react({ plugins: [['@swc/plugin-styled-components', { displayName: true, ssr: true }]] });

export default defineConfig({
  test: {
    restoreMocks: true,
    // Vitest's default for `run` is one worker fewer than the cores, so one worker on a 2-core
    // machine: the test files would run one after another and leave a core idle.
    maxWorkers: 2,
    projects: [
      {
        plugins: [swcStyled, demoSource(), tokenDocsRows(), siteSearchPlugin(), kitCost(), kitApiPlugin()],
        resolve,
        ssr,
        define: buildConstants(),
        test: {
          name: 'app',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'packages/react/src/**/*.test.tsx'],
          setupFiles: ['./packages/react/src/test/setup.ts'],
          restoreMocks: true,
          isolate: true,
          // A component test's first render loads its lazy parts (the palette's dialog, the modal's
          // motion) through the transform pipeline; on a busy 2-core machine that alone can pass the
          // default 5 s. A hang still fails, at 15 s.
          testTimeout: 15_000,
        },
      },
      {
        // Pure logic needs no DOM, and a jsdom window costs each file about a second and a half.
        // The few that touch DOM APIs say so in a `// @vitest-environment jsdom` first line.
        plugins: [demoSource(), tokenDocsRows(), siteSearchPlugin(), kitCost()],
        resolve,
        ssr,
        define: buildConstants(),
        test: {
          name: 'logic',
          environment: 'node',
          include: ['src/**/*.test.ts', 'packages/react/src/**/*.test.ts'],
          restoreMocks: true,
          isolate,
          // The site's search index and llms files include the API reference, which the first test to ask
          // for it reads from the kit's TypeScript (seconds, cached under node_modules/.cache afterwards).
          // A hang still fails, at 30 s.
          testTimeout: 30_000,
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'scripts',
          environment: 'node',
          include: ['scripts/**/*.test.mjs', 'src/**/*.test.mjs'],
          restoreMocks: true,
          isolate,
          // Several tests run the real token build or start the static server; on a busy 2-core machine
          // that can pass the default 5 s. A hang still fails, at 15 s.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
