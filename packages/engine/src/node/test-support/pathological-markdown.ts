/**
 * Markdown documents made to hurt a parser: absurd nesting, huge lines,
 * huge counts of blocks, and constructs left open to the end of the file.
 * Each is generated at test time (several are too big to keep in git).
 */

/** One pathological document and what the build must make of it. */
export interface PathologicalCase {
  name: string;
  source: () => string;
  /**
   * `compiles`: it compiles without an error; otherwise the build refuses it
   * with an error at this line whose message contains `message`.
   */
  outcome: 'compiles' | { line: number; message: string };
}

const lines = (count: number, line: (i: number) => string): string => Array.from({ length: count }, (_, i) => line(i)).join('\n');
const ONE_MB = 1_000_000;

/** The cases of issue 8, and the variants of each that took a parser longest when they were written. */
export const PATHOLOGICAL_CASES: PathologicalCase[] = [
  { name: '10 000 nested blockquotes on one line', source: () => `${'> '.repeat(10_000)}deep\n`, outcome: { line: 1, message: 'nested 101 deep' } },
  { name: 'blockquotes nested one level deeper per line, past the limit', source: () => lines(150, (i) => `${'>'.repeat(i + 1)} level ${i}`), outcome: { line: 101, message: 'nested 101 deep' } },
  { name: '10 000 nested lists on one line', source: () => `${'- '.repeat(10_000)}deep\n`, outcome: { line: 1, message: 'nested 101 deep' } },
  { name: '10 000 nested ordered lists on one line', source: () => `${'1. '.repeat(10_000)}deep\n`, outcome: { line: 1, message: 'nested 101 deep' } },
  { name: 'lists nested one level deeper per line, past the limit', source: () => lines(150, (i) => `${'  '.repeat(i)}- level ${i}`), outcome: { line: 101, message: 'nested 101 deep' } },
  { name: 'a 1 MB line of words', source: () => `# Long\n\n${'word '.repeat(ONE_MB / 5)}\n`, outcome: 'compiles' },
  { name: 'a 1 MB line of emphasis markers', source: () => `${'*a '.repeat(ONE_MB / 3)}\n`, outcome: { line: 1, message: 'emphasis markers' } },
  { name: 'a 1 MB line of opening brackets', source: () => `${'['.repeat(ONE_MB)}\n`, outcome: { line: 1, message: 'more than 3000 links, code spans and HTML tags' } },
  { name: 'a 1 MB line of links', source: () => `${'[a](/b) '.repeat(ONE_MB / 8)}\n`, outcome: { line: 1, message: 'more than 3000 links, code spans and HTML tags' } },
  { name: '3 000 links, just within the limit', source: () => `${'[a](/b) '.repeat(3_000)}\n`, outcome: 'compiles' },
  { name: 'a 1 MB line of backticks and text', source: () => `${'`a '.repeat(ONE_MB / 3)}\n`, outcome: { line: 1, message: 'more than 3000 links, code spans and HTML tags' } },
  { name: 'a 1 MB line of raw HTML tags left open', source: () => `${'<span>'.repeat(ONE_MB / 6)}\n`, outcome: { line: 1, message: 'more than 3000 links, code spans and HTML tags' } },
  { name: '100 000 list items', source: () => lines(100_000, () => '- item'), outcome: { line: 2501, message: 'a doc may have at most 2500' } },
  { name: '2 500 list items, just within the limit', source: () => lines(2_500, (i) => `- item ${i}`), outcome: 'compiles' },
  { name: '100 000 task list items, one block each', source: () => lines(100_000, (i) => (i % 2 ? '- [ ] x' : '- [x] y')), outcome: { line: 2501, message: 'a doc may have at most 2500' } },
  { name: '10 000 admonitions', source: () => lines(10_000, (i) => `:::note Title ${i}\nBody.\n:::\n`), outcome: { line: 5001, message: 'a doc may have at most 2500' } },
  // A titled admonition and its paragraph are two blocks, so 1 250 reach the limit; titles cost
  // a second parse (remarkAdmonitionTitles): 1 250 took 2.1 s of CPU and 1 000 took 1.8 s on a loaded machine.
  { name: '750 titled admonitions', source: () => lines(750, (i) => `:::tip Title ${i}\nBody.\n:::\n`), outcome: 'compiles' },
  { name: '10 000 admonitions opened and never closed', source: () => lines(10_000, (i) => `:::tip[Tip ${i}]\n`), outcome: { line: 201, message: 'nested 101 deep' } },
  { name: 'an unclosed code fence holding the rest of a large doc', source: () => `# Code\n\n\`\`\`ts title="x.ts"\n${lines(20_000, (i) => `const x${i}: number = ${i};`)}\n`, outcome: { line: 4764, message: 'The code blocks of this doc hold more than 128 KB' } },
  // 24 blocks of 100 lines of 52 or 53 characters: 125 KB, just under the limit.
  { name: '125 KB of TypeScript in fences, just within the limit', source: () => lines(24, (b) => `\`\`\`ts\n${lines(100, (i) => `const x${b}_${i}: number = ${i}; // ${'padding'.repeat(3)}`)}\n\`\`\`\n`), outcome: 'compiles' },
  { name: '10 000 unclosed fences of growing length', source: () => lines(10_000, (i) => `${'`'.repeat(3 + (i % 50))}js\nx`), outcome: { line: 8079, message: 'The code blocks of this doc hold more than 128 KB' } },
  { name: 'an unclosed container directive', source: () => `:::note\n\n${lines(2_000, (i) => `Paragraph ${i}.\n`)}`, outcome: 'compiles' },
  { name: 'an unclosed directive label of 100 KB', source: () => `:::note[${'title '.repeat(20_000)}\n\nBody.\n:::\n`, outcome: 'compiles' },
  { name: '10 000 unclosed text directives', source: () => `${':abbr['.repeat(10_000)}\n`, outcome: { line: 1, message: 'more than 3000 links, code spans and HTML tags' } },
  { name: '1 000 unclosed text directives', source: () => `${':abbr['.repeat(1_000)}\n`, outcome: 'compiles' },
  { name: '10 000 unclosed directive attributes', source: () => lines(10_000, () => '::video{src="a'), outcome: 'compiles' },
];
