/**
 * An ES module whose default export is the value of `json` (JSON text),
 * parsed by the browser's JSON parser, which is faster than evaluating the
 * same data as an object literal. The text sits in a template literal, as
 * esbuild prints long strings: JSON's many double quotes need no escaping
 * there, only `\`, `` ` `` and `${`.
 *
 * @param imports Lines that go before the export, such as an `import` of a shared chunk.
 * @param shape Wraps the parsed value, e.g. `(page) => \`{page:${page},sidebar}\``.
 */
export function jsonModule(json: string, shape: (parsed: string) => string = (parsed) => parsed, imports = ''): string {
  // Three plain replaceAll calls: several times faster than one regular expression with a callback over megabytes of pages.
  const literal = '`' + json.replaceAll('\\', '\\\\').replaceAll('`', '\\`').replaceAll('${', '\\${') + '`';
  return `${imports}export default ${shape(`JSON.parse(${literal})`)};\n`;
}
