/**
 * A JSON text as a single-quoted JavaScript string literal, for
 * `JSON.parse('…')` in a generated module.
 *
 * JSON is full of double quotes and has no single quote outside its
 * strings' text, so this quoting escapes almost nothing: `JSON.stringify`
 * of the same text adds a backslash before every `"`, about 6 % of a
 * route chunk's bytes. JSON text holds no raw line feed or carriage return
 * (they are escaped inside its strings), and U+2028 and U+2029 are legal in
 * a string literal since ES2019, so only `\` and `'` need escaping.
 */
export function jsonLiteral(json: string): string {
  return `'${json.replace(/[\\']/g, '\\$&')}'`;
}
