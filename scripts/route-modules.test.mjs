// What a page loads to boot, as the size check, the bench and the prerenderer's preload list count it.
// @ts-check
import { describe, expect, it } from 'vitest';
import { bootClosure, routeModule, staticClosure } from './route-modules.mjs';

const ROUTE_MODULES = { '/': 'src/pages/Home/index.ts', '/404': 'src/pages/NotFound/index.ts' };

/** Vite's manifest for an entry that imports its boot stages dynamically, as src/app/boot/main.tsx does. */
const MANIFEST = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_boot-react.js'], dynamicImports: ['src/app/boot/react.ts', '_app.js'], css: ['assets/index.css'] },
  '_boot-react.js': { file: 'assets/boot-react.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  'src/app/boot/react.ts': { file: 'assets/react.js', isDynamicEntry: true, imports: ['_boot-react.js'] },
  '_app.js': { file: 'assets/app.js', imports: ['_runtime.js', '_boot-react.js'], dynamicImports: ['src/pages/Home/index.ts'] },
  'src/pages/Home/index.ts': { file: 'assets/Home.js', isDynamicEntry: true, imports: ['_app.js', '_icon.js'] },
  '_icon.js': { file: 'assets/icon.js' },
};

describe('bootClosure', () => {
  it('counts the entry, its boot stages and their imports, once each', () => {
    expect(bootClosure(MANIFEST).js.sort()).toEqual(['assets/app.js', 'assets/boot-react.js', 'assets/index.js', 'assets/react.js', 'assets/runtime.js']);
    expect(bootClosure(MANIFEST).css).toEqual(['assets/index.css']);
  });

  it('leaves out what the stages load lazily (the pages)', () => {
    expect(bootClosure(MANIFEST).js).not.toContain('assets/Home.js');
    expect(staticClosure(MANIFEST, routeModule(ROUTE_MODULES, '/')).js.sort()).toEqual(['assets/Home.js', 'assets/app.js', 'assets/boot-react.js', 'assets/icon.js', 'assets/runtime.js']);
  });
});

describe('routeModule', () => {
  it("gives a recorded route its page module, and any other route the not-found page's", () => {
    expect(routeModule(ROUTE_MODULES, '/')).toBe('src/pages/Home/index.ts');
    expect(routeModule(ROUTE_MODULES, '/no-such-page')).toBe('src/pages/NotFound/index.ts');
  });

  it('says to build first when nothing was recorded', () => {
    expect(() => routeModule({}, '/')).toThrow(/run the build first/);
  });
});
