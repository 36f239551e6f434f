/** `import load from './demos/X.tsx?demo-source'`: loads the demo file's source as an app would write it (vite.config.ts). */
declare module '*?demo-source' {
  const load: () => Promise<string>;
  export default load;
}
