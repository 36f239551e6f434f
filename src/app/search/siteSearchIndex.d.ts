// The index scripts/site-search-plugin.mjs generates at build time from src/app/search/siteContent.ts.
declare module 'virtual:site-search-index' {
  const index: import('./indexCodec').CompactSearchIndex;
  export default index;
}
