// Serialises edited token files with the key order of their source text. JavaScript objects list
// integer-like keys ("0", "1", "12") before the others whatever the text said, so plain
// JSON.stringify would move lines (spacing.json's "$type" after its steps) and an exported file would
// differ from its source in more than the tokens the designer changed.

type KeyOrder = Map<string, string[]>;
const SEP = '\u0000';

/** The key order of every object in a JSON text, by the object's path (keys joined by NUL). */
export function keyOrder(text: string): KeyOrder {
  const order: KeyOrder = new Map();
  let i = 0;
  const ws = () => {
    while (i < text.length && /\s/.test(text[i]!)) i++;
  };
  const string = (): string => {
    const start = i;
    i++;
    while (text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const value = (path: string): void => {
    ws();
    const c = text[i];
    if (c === '{') {
      i++;
      const keys: string[] = [];
      order.set(path, keys);
      ws();
      while (text[i] !== '}') {
        ws();
        const key = string();
        keys.push(key);
        ws();
        i++; // ':'
        value(path === '' ? key : path + SEP + key);
        ws();
        if (text[i] === ',') i++;
        ws();
      }
      i++;
    } else if (c === '[') {
      i++;
      ws();
      let n = 0;
      while (text[i] !== ']') {
        value(`${path}${SEP}[${n++}]`);
        ws();
        if (text[i] === ',') i++;
        ws();
      }
      i++;
    } else if (c === '"') {
      string();
    } else {
      while (i < text.length && !/[\s,\]}]/.test(text[i]!)) i++;
    }
  };
  value('');
  return order;
}

/** JSON.stringify(value, null, 2) + newline, objects' keys in `order` (keys the source lacks go last). */
export function stringifyInOrder(data: unknown, order: KeyOrder): string {
  const write = (value: unknown, path: string, indent: string): string => {
    if (Array.isArray(value)) {
      if (value.length === 0) return '[]';
      const inner = indent + '  ';
      return `[\n${value.map((v, n) => inner + write(v, `${path}${SEP}[${n}]`, inner)).join(',\n')}\n${indent}]`;
    }
    if (value !== null && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      const known = (order.get(path) ?? []).filter((k) => k in record);
      const keys = [...known, ...Object.keys(record).filter((k) => !known.includes(k))];
      if (keys.length === 0) return '{}';
      const inner = indent + '  ';
      const entries = keys.map((k) => `${inner}${JSON.stringify(k)}: ${write(record[k], path === '' ? k : path + SEP + k, inner)}`);
      return `{\n${entries.join(',\n')}\n${indent}}`;
    }
    return JSON.stringify(value);
  };
  return `${write(data, '', '')}\n`;
}
