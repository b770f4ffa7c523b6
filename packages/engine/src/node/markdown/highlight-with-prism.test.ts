import { refractor } from 'refractor/core';
import { describe, expect, it } from 'vitest';
import { highlightWithPrism } from './highlight-with-prism.js';
import { registerDefaultLanguages } from './prism-languages.js';

registerDefaultLanguages();

/** Blocks in each default language, with what sends a block down refractor's own path (an HTML entity, a fenced block in markdown). */
const SAMPLES: Array<[string, string]> = [
  ['ts', 'import type { Store } from "./store";\nexport const x: number = f<T>(1, `a${b}c`); // note\n/* many\n lines */\nenum E { A }'],
  ['tsx', 'export function App({ a }: Props) {\n  return <div className="x" onClick={() => go(a)}>{a} &amp; b</div>;\n}'],
  ['js', 'const re = /a+b/g;\nclass A extends B { #p = 1; static m() { return this.#p ?? null; } }'],
  ['jsx', '<Provider store={store}><App /></Provider>'],
  ['bash', 'npm install @reduxjs/toolkit && echo "$HOME" | grep -v x # done'],
  ['json', '{ "a": [1, true, null], "b": { "c": "d" } }'],
  ['diff', '--- a\n+++ b\n@@ -1 +1 @@\n-old\n+new\n context'],
  ['yaml', 'key: value\nlist:\n  - 1 # c\n  - "s"'],
  ['css', '.a > b:hover { color: #fff; --x: calc(1px + 2em); }\n@media (max-width: 1px) { a { b: c } }'],
  ['html', '<!DOCTYPE html>\n<p class="a" data-x=\'y\'>&copy; &#169; text<br/></p>\n<script>let a = 1 < 2;</script><style>a{b:c}</style>'],
  ['md', '# Title\n\n```js\nconst a = 1;\n```\n\n* item **bold** `code` [l](u) &amp;'],
  ['ts', ''],
  ['js', '\n\n'],
];

describe('highlightWithPrism', () => {
  it.each(SAMPLES)('gives what refractor.highlight gives (%s)', (language, code) => {
    expect(highlightWithPrism(code, language)).toStrictEqual(refractor.highlight(code, language).children);
  });

  it('fails as refractor does on a language that is not registered', () => {
    expect(() => highlightWithPrism('x', 'no-such-language')).toThrow(/Unknown language/);
  });
});
