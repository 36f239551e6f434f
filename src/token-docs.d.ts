/** `import docs from '.../tokens-dark.json?page-rows'`: the design-tokens page's trimmed copy (vite.config.ts, tokenDocsRows). */
declare module '*.json?page-rows' {
  const docs: import('./pages/DesignTokens/tokenRows').ShippedTokenDocs;
  export default docs;
}
