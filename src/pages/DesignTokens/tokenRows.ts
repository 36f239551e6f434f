// The design-tokens page's copy of the generated token docs (build/json/tokens-*.json) ships in that
// page's first load, so it carries only what cannot be derived: each row's name, value, type and
// description. The CSS variable, hex, category and group follow from the name and value by the rules
// the generator (scripts/tokens/hooks.mjs, json/docs) uses; `tokenDocsRows` in vite.config.ts trims
// the file at build time and fails the build when a derived field would differ from the generated one.

export type TokenValue = string | number | readonly number[];

export interface TokenRow {
  name: string;
  cssVar: string;
  value: TokenValue;
  hex?: string;
  type: string;
  category: string;
  group: string;
  description: string;
}

/** What the page's copy holds of a row. */
export type ShippedTokenRow = Pick<TokenRow, 'name' | 'value' | 'type' | 'description'>;

export interface ShippedTokenDocs {
  theme: string;
  tokens: readonly ShippedTokenRow[];
}

/** The full row, from the shipped fields: `color.primary.500` is `--color-primary-500`, group `color.primary`. */
export function tokenRow({ name, value, type, description }: ShippedTokenRow): TokenRow {
  const path = name.split('.');
  const hex = type === 'color' && typeof value === 'string' && value.startsWith('#') ? value.toLowerCase() : undefined;
  return {
    name,
    cssVar: `--${path.join('-')}`,
    value,
    ...(hex ? { hex } : {}),
    type,
    category: path[0] ?? '',
    group: path.slice(0, -1).join('.'),
    description,
  };
}

const DERIVED = ['cssVar', 'hex', 'category', 'group'] as const;

/**
 * The page's copy of a generated docs file: theme and the shipped fields of each row. Throws, naming the
 * file and the token, when `tokenRow` would not give back a generated field (a token whose CSS variable
 * the generator names differently), so the page never shows a value the build did not make.
 */
export function shippedTokenDocs(docs: { theme: string; tokens: readonly Record<string, unknown>[] }, file: string): ShippedTokenDocs {
  const tokens = docs.tokens.map((generated) => {
    const shipped: ShippedTokenRow = {
      name: String(generated.name),
      value: generated.value as TokenValue,
      type: String(generated.type),
      description: String(generated.description ?? ''),
    };
    const derived = tokenRow(shipped);
    for (const field of DERIVED) {
      if (derived[field] !== generated[field]) {
        throw new Error(
          `${file}: token ${shipped.name}: the design-tokens page derives ${field} ${JSON.stringify(derived[field])} but the build wrote ${JSON.stringify(generated[field])}; ship the field or change the rule in src/pages/DesignTokens/tokenRows.ts`,
        );
      }
    }
    return shipped;
  });
  return { theme: docs.theme, tokens };
}
