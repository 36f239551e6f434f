/** `virtual:kit-api/<example slug>`: the API reference that example page shows, made at build time (scripts/api-reference/vite-plugin.mjs). */
declare module 'virtual:kit-api/*' {
  const data: import('./lib/apiReference').ApiPageData;
  export default data;
}
