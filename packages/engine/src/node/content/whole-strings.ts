/**
 * `value` with each string in it made again in one piece, other values kept
 * as they are (numbers, `Infinity`, booleans, `null`); arrays and plain
 * objects are copied.
 *
 * Why: the YAML parser builds a quoted scalar a character at a time, and
 * V8 keeps such a string as a chain of pieces (a rope) until something
 * reads it whole. A doc's front matter lives for the whole build, so at
 * 100 000 docs the chains of their titles and descriptions held ~300 MB,
 * against ~10 MB for the text. `JSON.parse` makes a string once from its
 * source text, which any engine stores flat.
 */
export function wholeStrings<T>(value: T): T {
  if (typeof value === 'string') return JSON.parse(JSON.stringify(value)) as T;
  if (Array.isArray(value)) return value.map(wholeStrings) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    // `fromEntries` defines each key, so a `__proto__` key stays a key.
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, wholeStrings(item)])) as T;
  }
  return value;
}
