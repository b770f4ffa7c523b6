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
  // One pass with a replacement pattern, not a callback: a site's pages are megabytes of JSON.
  const literal = '`' + json.replace(/[\\`]|\$\{/g, '\\$&') + '`';
  return `${imports}export default ${shape(`JSON.parse(${literal})`)};\n`;
}
