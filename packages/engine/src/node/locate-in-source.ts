/**
 * Finding where a value of a config module is written, so a diagnostic can
 * say `quire.config.ts:14:7` instead of only `navbar.items[2]`.
 *
 * This is a small bracket-matching scanner, not a parser: it follows object
 * keys and array elements from the module's default export, steps through
 * `defineConfig({...})` calls and `const x = {...}` declarations, and skips
 * strings and comments. Anything it cannot follow yields `undefined`, and the
 * callers fall back to a plain text search. Pulling in the TypeScript compiler
 * at run time for exact positions would cost far more than it is worth here.
 */

/** A 1-based line and column. */
export interface SourcePosition {
  line: number;
  column: number;
}

/** Where an entry of an object or array literal starts. */
interface Entry {
  /** Offset of the key; absent for array elements. */
  keyAt?: number;
  /** Offset of the value's first character. */
  valueAt: number;
}

/**
 * The position of the value at `path` inside the module's default export:
 * of its key when `target` is `key` (and the last segment is a key), else of
 * the value itself. An empty path gives the exported object.
 */
export function locateInSource(
  source: string,
  path: readonly PropertyKey[],
  target: 'key' | 'value' = 'key',
): SourcePosition | undefined {
  // An ES module's default export, a CommonJS module's `module.exports`, or a JSON file's whole value.
  const exported = /\bexport\s+default\s+|\bmodule\.exports\s*=\s*|^\s*(?=[{[])/.exec(source);
  if (!exported) return undefined;
  let at = exported.index + exported[0].length;
  let keyAt: number | undefined;
  for (const segment of path) {
    const container = resolveLiteral(source, at, 0);
    if (container === undefined) return undefined;
    const entry = findEntry(source, container, segment);
    if (!entry) return undefined;
    keyAt = entry.keyAt;
    at = entry.valueAt;
  }
  const offset = target === 'key' && keyAt !== undefined ? keyAt : (resolveLiteral(source, at, 0) ?? skipTrivia(source, at));
  return offsetToPosition(source, offset);
}

/** First place where `key` is written as a property name (`key:` or `"key":`). */
export function findKeyInSource(source: string, key: string): SourcePosition | undefined {
  const match = new RegExp(`(?<![\\w$.])(["']?)${escapeRegExp(key)}\\1\\s*:(?!:)`).exec(source);
  return match ? offsetToPosition(source, match.index) : undefined;
}

/** The `occurrence`-th (1-based) place where `text` is written as a string literal. */
export function findStringInSource(source: string, text: string, occurrence = 1): SourcePosition | undefined {
  const pattern = new RegExp(`(["'\`])${escapeRegExp(text)}\\1`, 'g');
  let match: RegExpExecArray | null;
  let seen = 0;
  while ((match = pattern.exec(source)) !== null) {
    if (++seen === occurrence) return offsetToPosition(source, match.index);
  }
  return undefined;
}

/** 1-based line and column of a character offset. */
export function offsetToPosition(source: string, offset: number): SourcePosition {
  const before = source.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}

/**
 * The offset of the `{` or `[` that the expression at `at` evaluates to,
 * following parentheses, call arguments and (a few hops of) identifiers.
 */
function resolveLiteral(source: string, at: number, hops: number): number | undefined {
  const i = skipTrivia(source, at);
  const ch = source[i];
  if (ch === '{' || ch === '[') return i;
  if (ch === '(') return resolveLiteral(source, i + 1, hops);
  const name = /^[A-Za-z_$][\w$.]*/.exec(source.slice(i, i + 200))?.[0];
  if (!name) return undefined;
  const after = skipTrivia(source, i + name.length);
  // `defineConfig({...})`: the config is the first argument.
  if (source[after] === '(') return resolveLiteral(source, after + 1, hops);
  if (hops >= 5 || name.includes('.')) return undefined;
  const declaration = new RegExp(`\\b(?:const|let|var)\\s+${escapeRegExp(name)}\\b\\s*(?::[^=]*)?=\\s*`).exec(source);
  return declaration ? resolveLiteral(source, declaration.index + declaration[0].length, hops + 1) : undefined;
}

function findEntry(source: string, open: number, segment: PropertyKey): Entry | undefined {
  const isArray = source[open] === '[';
  let index = 0;
  for (const entry of entries(source, open)) {
    if (isArray ? segment === index : entry.key === String(segment)) return entry;
    index++;
  }
  return undefined;
}

/** The entries of the object or array literal opening at `open`, in order. */
function* entries(source: string, open: number): Generator<Entry & { key?: string }> {
  const close = source[open] === '[' ? ']' : '}';
  let i = open + 1;
  while (i < source.length) {
    i = skipTrivia(source, i);
    if (i >= source.length || source[i] === close) return;
    const start = i;
    let key: string | undefined;
    if (close === '}') {
      ({ key, end: i } = readKey(source, i));
      i = skipTrivia(source, i);
      if (source[i] === ':') {
        const valueAt = skipTrivia(source, i + 1);
        yield { key, keyAt: start, valueAt };
        i = skipValue(source, valueAt);
      } else {
        // Shorthand `items,` (the value is the variable), a method or a spread.
        yield { key, keyAt: start, valueAt: start };
        i = skipValue(source, i);
      }
    } else {
      yield { valueAt: start };
      i = skipValue(source, i);
    }
    i = skipTrivia(source, i);
    if (source[i] === ',') i++;
    else if (source[i] !== close) return;
  }
}

function readKey(source: string, i: number): { key: string | undefined; end: number } {
  const ch = source[i];
  if (ch === '"' || ch === "'") {
    const end = skipString(source, i);
    return { key: source.slice(i + 1, end - 1), end };
  }
  if (ch === '[') return { key: undefined, end: skipBalanced(source, i) };
  if (source.startsWith('...', i)) return { key: undefined, end: i + 3 };
  const word = /^[\w$]+/.exec(source.slice(i, i + 200))?.[0];
  if (!word) return { key: undefined, end: i };
  const next = skipTrivia(source, i + word.length);
  // `get items() {…}` names `items`, not `get`.
  if ((word === 'get' || word === 'set' || word === 'async') && /[\w$]/.test(source[next] ?? '')) {
    return readKey(source, next);
  }
  return { key: word, end: i + word.length };
}

/** Past one expression: up to the next `,` or closing bracket at this depth. */
function skipValue(source: string, i: number): number {
  while (i < source.length) {
    const ch = source[i];
    if (ch === ',' || ch === '}' || ch === ']' || ch === ')') return i;
    if (ch === '{' || ch === '[' || ch === '(') i = skipBalanced(source, i);
    else if (ch === '"' || ch === "'" || ch === '`') i = skipString(source, i);
    else if (ch === '/' && (source[i + 1] === '/' || source[i + 1] === '*')) i = skipTrivia(source, i);
    else i++;
  }
  return i;
}

/** Past the bracket that closes the one at `open`. */
function skipBalanced(source: string, open: number): number {
  let depth = 0;
  let i = open;
  while (i < source.length) {
    const ch = source[i];
    if (ch === '"' || ch === "'" || ch === '`') {
      i = skipString(source, i);
      continue;
    }
    if (ch === '/' && (source[i + 1] === '/' || source[i + 1] === '*')) {
      i = skipTrivia(source, i);
      continue;
    }
    if (ch === '{' || ch === '[' || ch === '(') depth++;
    else if (ch === '}' || ch === ']' || ch === ')') {
      depth--;
      if (depth === 0) return i + 1;
    }
    i++;
  }
  return i;
}

/** Past the string or template literal whose quote is at `i`. */
function skipString(source: string, i: number): number {
  const quote = source[i];
  let j = i + 1;
  while (j < source.length) {
    const ch = source[j];
    if (ch === '\\') j += 2;
    else if (ch === quote) return j + 1;
    else if (quote === '`' && ch === '$' && source[j + 1] === '{') j = skipBalanced(source, j + 1);
    else if (quote !== '`' && ch === '\n') return j;
    else j++;
  }
  return j;
}

/** Past whitespace and comments. */
function skipTrivia(source: string, i: number): number {
  while (i < source.length) {
    const ch = source[i];
    if (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') i++;
    else if (ch === '/' && source[i + 1] === '/') {
      const end = source.indexOf('\n', i);
      i = end === -1 ? source.length : end + 1;
    } else if (ch === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2);
      i = end === -1 ? source.length : end + 2;
    } else break;
  }
  return i;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
