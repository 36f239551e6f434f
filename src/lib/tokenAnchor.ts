/** A token row's id on the Design Tokens page, the target of token search results and the API reference's links. */
export function tokenAnchor(name: string): string {
  return `token-${name.replace(/[^a-z0-9]+/gi, '-')}`;
}
