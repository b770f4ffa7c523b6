#!/usr/bin/env node
// @ts-check
// Prints the prose words of every page and the total: `npm run words -w docs`.
import { readDocPages } from './read-doc-pages.mjs';
import { MINIMUM_TOTAL_WORDS, minimumWords, pageWordCount } from './count-words.mjs';

const pages = await readDocPages();
let total = 0;
let short = 0;
const width = Math.max(...pages.map((page) => page.route.length));
for (const page of pages) {
  const words = pageWordCount(page);
  const minimum = minimumWords(page);
  total += words;
  if (words < minimum) short += 1;
  console.log(`${page.route.padEnd(width)}  ${String(words).padStart(6)}  ${words >= minimum ? 'ok' : `UNDER ${minimum}`}`);
}
console.log(`${'total'.padEnd(width)}  ${String(total).padStart(6)}  ${total >= MINIMUM_TOTAL_WORDS ? 'ok' : `UNDER ${MINIMUM_TOTAL_WORDS}`}`);
console.log(`${pages.length} pages, ${short} under their minimum.`);
process.exitCode = short || total < MINIMUM_TOTAL_WORDS ? 1 : 0;
