// References between tokens ({color.brand.primary}): finding them in values and finding cycles.
// @ts-check

const REFERENCE = /\{([^{}]+)\}/g;

/** A value that is one whole reference, such as "{color.gray.950}". @param {unknown} value */
export function isAlias(value) {
  return typeof value === 'string' && /^\{[^{}]+\}$/.test(value);
}

/**
 * Every token path referenced anywhere in a value: whole aliases, references inside strings
 * ("calc({spacing.4} * 2)") and inside composite values (a shadow's color).
 * @param {unknown} value
 * @returns {string[]}
 */
export function referencesIn(value) {
  if (typeof value === 'string') return [...value.matchAll(REFERENCE)].map((m) => String(m[1]).trim());
  if (Array.isArray(value)) return value.flatMap(referencesIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(referencesIn);
  return [];
}

/**
 * Cycles in a reference graph, each listed once as [a, b, ..., a] starting from its smallest id.
 * @param {Map<string, string[]>} graph token id -> ids it references (only ids that exist)
 * @returns {string[][]}
 */
export function findCycles(graph) {
  /** @type {Map<string, 'active' | 'done'>} */
  const state = new Map();
  /** @type {string[]} */
  const stack = [];
  /** @type {Map<string, string[]>} */
  const cycles = new Map();

  /** @param {string} id */
  const visit = (id) => {
    state.set(id, 'active');
    stack.push(id);
    for (const next of graph.get(id) ?? []) {
      if (state.get(next) === 'active') {
        const loop = stack.slice(stack.indexOf(next));
        const smallest = [...loop].sort()[0] ?? next;
        const start = loop.indexOf(smallest);
        const canonical = [...loop.slice(start), ...loop.slice(0, start)];
        cycles.set(canonical.join('>'), [...canonical, smallest]);
      } else if (!state.has(next)) {
        visit(next);
      }
    }
    stack.pop();
    state.set(id, 'done');
  };

  for (const id of graph.keys()) if (!state.has(id)) visit(id);
  return [...cycles.values()];
}
