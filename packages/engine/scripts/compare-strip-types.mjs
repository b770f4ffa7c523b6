#!/usr/bin/env node
// Checks that oxc's walk (blankTypesWithOxc) gives every TypeScript block of
// some docs the JavaScript tab ts-blank-space gives it: run it after
// upgrading oxc-parser, TypeScript or ts-blank-space, on the site's docs and
// a generated corpus. Needs `npm run build` first (it runs dist/).
//
//   node packages/engine/scripts/compare-strip-types.mjs docs /tmp/corpus/docs
//
// Blocks are taken as the markdown pipeline hands them to stripTypes (fences
// in lists and containers included). Prints the counts; exits 1 and shows the
// first differing line of each block that differs.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSync } from 'oxc-parser';
import { blankTypesWithOxc } from '../dist/node/markdown/blank-types-with-oxc.js';
import { createMarkdownProcessor } from '../dist/node/markdown/create-markdown-processor.js';
import { loadPrismLanguages } from '../dist/node/markdown/prism-languages.js';
import { loadStripTypes, stripTypes, stripTypesWithTypeScript } from '../dist/node/markdown/strip-types.js';

await Promise.all([loadPrismLanguages([]), loadStripTypes({ typescript: true })]);
const blocks = new Map();
const processor = createMarkdownProcessor(
  { tocMinHeadingLevel: 2, tocMaxHeadingLevel: 3 },
  {
    stripTypes: (code, language) => {
      blocks.set(`${language}\0${code}`, { code, language });
      return stripTypesWithTypeScript(code, language);
    },
  },
);

for (const dir of process.argv.slice(2)) {
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.mdx?$/.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    const value = readFileSync(path, 'utf8');
    processor.runSync(processor.parse({ path, value }), { path, value });
  }
}

let viaOxc = 0;
let differ = 0;
for (const { code, language } of blocks.values()) {
  if (blankTypesWithOxc(parseSync, code, language) !== undefined) viaOxc++;
  const expected = JSON.stringify(stripTypesWithTypeScript(code, language));
  const actual = JSON.stringify(stripTypes(code, language));
  if (actual === expected) continue;
  differ++;
  const [want, got] = [expected, actual].map((json) => JSON.parse(json).code?.split('\n') ?? [json]);
  const line = want.findIndex((text, i) => text !== got[i]);
  console.log(`differs (${language}): ${JSON.stringify(code.slice(0, 120))}…\n  ts-blank-space: ${JSON.stringify(want[line])}\n  oxc walk:       ${JSON.stringify(got[line])}`);
}
console.log(JSON.stringify({ blocks: blocks.size, viaOxc, leftToTypeScript: blocks.size - viaOxc, differ }));
process.exitCode = differ > 0 ? 1 : 0;
