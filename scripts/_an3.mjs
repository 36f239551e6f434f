import { build } from 'vite';
const root = process.cwd();
const [target, ...others] = process.argv.slice(2);
await build({ root, logLevel: 'warn', build: { outDir: '/tmp/an/y', emptyOutDir: true, write: false }, plugins: [{
  name: 'an', generateBundle(_, bundle) {
    const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
    const t = chunks.find((c) => c.name === target);
    console.log(t.fileName, 'imports', JSON.stringify(t.importedBindings, null, 0));
    for (const o of others) { const c = chunks.find((x) => x.name === o); console.log(o, Object.keys(c.modules).map((m) => m.replace(root, '')), 'exports', c.exports); }
  } }] });
