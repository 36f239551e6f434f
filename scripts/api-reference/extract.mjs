// The kit's API reference, read from its TypeScript with the compiler API: every component that
// packages/react/src/index.ts exports with its props (type, default, required, description), every
// function with its signature, and each component's keyboard data (the `keyboard.ts` beside it).
// docs/api-reference.md says how it reaches the pages; docs/architecture.md why the compiler API.
// @ts-check
import path from 'node:path';
import ts from 'typescript';

/**
 * @typedef {{ name: string, type: string, default?: string, required: boolean, description: string }} PropDoc
 * @typedef {{ keys: string, effect: string }} KeyDoc
 * @typedef {{ kind: 'component', name: string, description: string, file: string, props: PropDoc[], keyboard: KeyDoc[] }} ComponentDoc
 * @typedef {{ kind: 'function', name: string, description: string, file: string, signature: string }} FunctionDoc
 * @typedef {{ components: ComponentDoc[], functions: FunctionDoc[] }} ApiReference
 */

const PUBLIC_ENTRY = 'packages/react/src/index.ts';
const KIT_SOURCE = `${path.sep}packages${path.sep}react${path.sep}src${path.sep}`;

/** Compiler options of the project's tsconfig.json (the kit's sources by the `source` condition, as the site reads them). @param {string} root */
function compilerOptions(root) {
  const file = path.join(root, 'tsconfig.json');
  const { config, error } = ts.readConfigFile(file, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return { ...ts.parseJsonConfigFileContent(config, ts.sys, root).options, noEmit: true };
}

const isKitFile = (/** @type {string} */ fileName) => path.resolve(fileName).includes(KIT_SOURCE);

/** @param {ts.Symbol} symbol @param {ts.TypeChecker} checker */
const docText = (symbol, checker) => ts.displayPartsToString(symbol.getDocumentationComment(checker)).replace(/\s+/g, ' ').trim();

/**
 * A prop's type as the reference shows it: a union with string literals spelled out as its values
 * (`'primary' | 'outline'`, not `ButtonVariant`), else the type as its declaration writes it.
 * @param {ts.Symbol} prop @param {ts.Type} type @param {ts.TypeChecker} checker
 */
function typeText(prop, type, checker) {
  const members = (type.isUnion() ? type.types : [type]).filter((t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Never)));
  const literal = (/** @type {ts.Type} */ t) => t.isLiteral() || Boolean(t.flags & (ts.TypeFlags.BooleanLiteral | ts.TypeFlags.Null));
  if (members.some((t) => t.isStringLiteral()) && members.every(literal)) {
    const booleans = members.filter((t) => t.flags & ts.TypeFlags.BooleanLiteral);
    const texts = members.filter((t) => !(t.flags & ts.TypeFlags.BooleanLiteral)).map((t) => (t.isStringLiteral() ? `'${t.value}'` : checker.typeToString(t)));
    return [...texts, ...(booleans.length === 2 ? ['boolean'] : booleans.map((t) => checker.typeToString(t)))].join(' | ');
  }
  const declaration = prop.declarations?.find((d) => ts.isPropertySignature(d) || ts.isPropertyDeclaration(d));
  const written = declaration && (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) ? declaration.type : undefined;
  if (written) return written.getText().replace(/\s+/g, ' ');
  const shown = members.length === 1 && members[0] ? members[0] : checker.getNonNullableType(type);
  return checker.typeToString(shown, undefined, ts.TypeFormatFlags.NoTruncation);
}

/** The function a component's declaration runs: itself, or the one wrapped by forwardRef/memo. @param {ts.Node | undefined} node @returns {ts.FunctionDeclaration | ts.FunctionExpression | ts.ArrowFunction | undefined} */
function implementation(node) {
  if (!node) return undefined;
  if (ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isArrowFunction(node)) return node;
  if (ts.isVariableDeclaration(node)) return implementation(node.initializer);
  if (ts.isCallExpression(node)) return node.arguments.map(implementation).find(Boolean);
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return implementation(node.expression);
  return undefined;
}

/**
 * A default as the reference shows it: a literal as written, and a named constant by its value when it
 * is a literal (`maxResults = COMMAND_PALETTE_MAX_RESULTS` shows 10).
 * @param {ts.Expression} initializer @param {ts.TypeChecker} checker
 */
function defaultText(initializer, checker) {
  if (ts.isIdentifier(initializer) || ts.isPropertyAccessExpression(initializer)) {
    const type = checker.getTypeAtLocation(initializer);
    if (type.isStringLiteral()) return `'${type.value}'`;
    if (type.isNumberLiteral()) return String(type.value);
    // A constant typed wider than its value (`const X: ToastPosition = 'top-right'`): its literal.
    const symbol = checker.getSymbolAtLocation(initializer);
    const declaration = (symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol)?.valueDeclaration;
    let value = declaration && ts.isVariableDeclaration(declaration) ? declaration.initializer : undefined;
    while (value && (ts.isAsExpression(value) || ts.isSatisfiesExpression(value))) value = value.expression;
    if (value && (ts.isStringLiteral(value) || ts.isNumericLiteral(value) || ts.isArrayLiteralExpression(value)) && value.getText().length <= 80) {
      return ts.isStringLiteral(value) ? `'${value.text}'` : value.getText().replace(/\s+/g, ' ');
    }
  }
  return initializer.getText().replace(/\s+/g, ' ');
}

/** `{ a = 1, b: renamed = 'x' }` -> { a: '1', b: "'x'" }. @param {ts.ObjectBindingPattern} pattern @param {Map<string, string>} into @param {ts.TypeChecker} checker */
function bindingDefaults(pattern, into, checker) {
  for (const element of pattern.elements) {
    if (!element.initializer || element.dotDotDotToken) continue;
    const key = element.propertyName ?? element.name;
    if (ts.isIdentifier(key) || ts.isStringLiteral(key)) into.set(key.text, defaultText(element.initializer, checker));
  }
}

/**
 * The defaults a component's code gives its props: destructuring defaults in its parameter (or of its
 * `props` parameter in its body), and a `Name.defaultProps = { ... }` assignment in its file.
 * @param {string} name @param {ts.Node | undefined} declaration @param {ts.TypeChecker} checker
 */
export function codeDefaults(name, declaration, checker) {
  /** @type {Map<string, string>} */
  const defaults = new Map();
  const fn = implementation(declaration);
  const param = fn?.parameters[0]?.name;
  if (param && ts.isObjectBindingPattern(param)) bindingDefaults(param, defaults, checker);
  if (param && ts.isIdentifier(param) && fn?.body) {
    const visit = (/** @type {ts.Node} */ node) => {
      if (ts.isVariableDeclaration(node) && ts.isObjectBindingPattern(node.name) && node.initializer && ts.isIdentifier(node.initializer) && node.initializer.text === param.text) {
        bindingDefaults(node.name, defaults, checker);
      }
      if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit);
    };
    ts.forEachChild(fn.body, visit);
  }
  for (const statement of declaration?.getSourceFile().statements ?? []) {
    if (!ts.isExpressionStatement(statement) || !ts.isBinaryExpression(statement.expression)) continue;
    const { left, right } = statement.expression;
    if (ts.isPropertyAccessExpression(left) && left.name.text === 'defaultProps' && left.expression.getText() === name && ts.isObjectLiteralExpression(right)) {
      for (const property of right.properties) {
        if (ts.isPropertyAssignment(property)) defaults.set(property.name.getText(), defaultText(property.initializer, checker));
      }
    }
  }
  return defaults;
}

/**
 * A component's props, those the kit declares (not the DOM attributes it passes on), in declaration order.
 * A union of props types (one shape or another) is read member by member: a prop is required only when
 * every member requires it.
 * @param {ts.Type} propsType @param {ts.Node} at @param {ts.TypeChecker} checker @param {Map<string, string>} defaults
 * @returns {PropDoc[]}
 */
function propsOf(propsType, at, checker, defaults) {
  /** @type {Map<string, { symbols: ts.Symbol[], types: ts.Type[], required: boolean, seen: number }>} */
  const byName = new Map();
  const members = propsType.isUnion() ? propsType.types : [propsType];
  for (const member of members) {
    for (const symbol of checker.getPropertiesOfType(member)) {
      if (!symbol.declarations?.some((d) => isKitFile(d.getSourceFile().fileName))) continue;
      const entry = byName.get(symbol.name) ?? { symbols: [], types: [], required: true, seen: 0 };
      entry.symbols.push(symbol);
      entry.types.push(checker.getTypeOfSymbolAtLocation(symbol, at));
      entry.required &&= !(symbol.flags & ts.SymbolFlags.Optional);
      entry.seen++;
      byName.set(symbol.name, entry);
    }
  }
  return [...byName].map(([name, entry]) => {
    const [symbol] = /** @type {[ts.Symbol]} */ (entry.symbols);
    const texts = [...new Set(entry.types.map((type, i) => typeText(entry.symbols[i] ?? symbol, type, checker)))];
    const described = entry.symbols.map((s) => docText(s, checker)).find(Boolean) ?? '';
    const fallback = defaults.get(name);
    return {
      name,
      type: texts.join(' | '),
      ...(fallback !== undefined ? { default: fallback } : {}),
      required: entry.required && entry.seen === members.length,
      description: described,
    };
  });
}

/** The value of a literal: strings, arrays and objects of them (keyboard data is plain data). @param {ts.Expression} node @returns {unknown} */
function literalValue(node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isArrayLiteralExpression(node)) return node.elements.map(literalValue);
  if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)) return literalValue(node.expression);
  if (ts.isObjectLiteralExpression(node)) {
    return Object.fromEntries(
      node.properties.map((property) => {
        if (!ts.isPropertyAssignment(property)) throw new Error(`keyboard data: only \`key: 'text'\` entries (${property.getText()})`);
        return [property.name.getText().replace(/^['"]|['"]$/g, ''), literalValue(property.initializer)];
      }),
    );
  }
  throw new Error(`keyboard data is plain text: ${node.getText()} at ${node.getSourceFile().fileName}`);
}

/** `Modal` -> `modalKeyboard`, the name its keyboard data is exported under. @param {string} component */
export const keyboardExportName = (component) => `${component[0]?.toLowerCase()}${component.slice(1)}Keyboard`;

/**
 * The keys a component answers to: `export const <name>Keyboard = [{ keys, effect }]` in the
 * `keyboard.ts` of its folder, read as data (it never runs here).
 * @param {string} componentFile @param {string} component @returns {KeyDoc[]}
 */
function keyboardOf(componentFile, component) {
  const fileName = path.join(path.dirname(componentFile), 'keyboard.ts');
  // Read alone: no kit module imports its keyboard data (the reference and the tests do).
  const text = ts.sys.readFile(fileName);
  if (text === undefined) return [];
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const wanted = keyboardExportName(component);
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.name.text === wanted && declaration.initializer) {
        return /** @type {KeyDoc[]} */ (literalValue(declaration.initializer));
      }
    }
  }
  return [];
}

/**
 * Reads the kit: its public entry's exports, components (PascalCase callables) and functions
 * (camelCase callables). Types, constants and objects are left to the API report.
 * @param {string} root project root @returns {ApiReference}
 */
export function extractApiReference(root) {
  const entry = path.join(root, PUBLIC_ENTRY);
  const program = ts.createProgram({ rootNames: [entry], options: compilerOptions(root) });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`api reference: cannot read ${PUBLIC_ENTRY}`);
  /** @type {ApiReference} */
  const reference = { components: [], functions: [] };
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    if (!(symbol.flags & ts.SymbolFlags.Value)) continue;
    const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
    if (!declaration) continue;
    const signatures = checker.getTypeOfSymbolAtLocation(symbol, declaration).getCallSignatures();
    if (signatures.length === 0) continue;
    const name = exported.name;
    const file = path.relative(root, declaration.getSourceFile().fileName).split(path.sep).join('/');
    const description = docText(symbol, checker) || docText(exported, checker);
    if (/^[A-Z]/.test(name)) {
      const [signature] = /** @type {[ts.Signature]} */ (signatures);
      const propsSymbol = signature.getParameters()[0];
      const propsType = propsSymbol ? checker.getTypeOfSymbolAtLocation(propsSymbol, declaration) : undefined;
      reference.components.push({
        kind: 'component',
        name,
        description,
        file,
        props: propsType ? propsOf(propsType, declaration, checker, codeDefaults(name, declaration, checker)) : [],
        keyboard: keyboardOf(declaration.getSourceFile().fileName, name),
      });
    } else {
      const flags = ts.TypeFormatFlags.NoTruncation;
      reference.functions.push({
        kind: 'function',
        name,
        description,
        file,
        signature: signatures.map((s) => `${name}${checker.signatureToString(s, declaration, flags)}`).join('\n'),
      });
    }
  }
  return reference;
}
