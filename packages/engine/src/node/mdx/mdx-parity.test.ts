/**
 * The MDX fast path (`remarkMdxMarkdownIt`) against MDX's own parser: for
 * each doc, the tree of the processor with the fast path and of one
 * without it must be the same, every position and every JavaScript tree
 * MDX keeps on its nodes included, by strict deep equality. The docs are
 * the repository's MDX fixtures, the Redux Toolkit docs read as MDX, pages
 * of the bench's MDX corpus, and cases written for the rules of the fast path.
 */
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: the bench's generator is plain JavaScript, without types.
import { writeCorpus } from '../../../../../bench/gen-corpus.mjs';
import { createMarkdownIt } from '../markdown/markdown-it-parser.js';
import { createMdxProcessor } from './create-mdx-processor.js';
import { mdxMarkdownItToMdast } from './mdx-markdown-it-to-mdast.js';

const options = { tocMinHeadingLevel: 2, tocMaxHeadingLevel: 3 };
const fast = createMdxProcessor(options);
const micromark = createMdxProcessor(options, { markdownIt: false });

/** The tree both processors give, or the first difference, or both errors' messages. */
function compare(source: string): { same: boolean; detail?: string } {
  let expected: unknown;
  let expectedError: string | undefined;
  try {
    expected = micromark.parse(source);
  } catch (error) {
    expectedError = String(error);
  }
  let actual: unknown;
  try {
    actual = fast.parse(source);
  } catch (error) {
    const same = String(error) === expectedError;
    return same ? { same } : { same, detail: `fast path threw ${String(error)}; MDX ${expectedError ?? 'did not'}` };
  }
  if (expectedError !== undefined) return { same: false, detail: `MDX threw ${expectedError}; the fast path did not` };
  forgetSharedPoints(actual);
  forgetSharedPoints(expected);
  return isDeepStrictEqual(actual, expected) ? { same: true } : { same: false, detail: firstDifference(actual, expected, 'root') };
}

/**
 * Drops the points of JavaScript nodes a tree holds twice (acorn shares the
 * node of `import { a }` as `imported` and `local`): MDX's parser moves
 * those twice into the file, so its points for them are not the file's,
 * while the fast path moves them once.
 */
function forgetSharedPoints(tree: unknown, seen = new Set<object>()): void {
  if (typeof tree !== 'object' || tree === null) return;
  if (seen.has(tree)) {
    for (const key of ['start', 'end', 'loc', 'range']) delete (tree as Record<string, unknown>)[key];
    return;
  }
  seen.add(tree);
  for (const value of Object.values(tree)) forgetSharedPoints(value, seen);
}

function firstDifference(a: unknown, b: unknown, path: string): string {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return `${path}: ${JSON.stringify(a)} on the fast path, ${JSON.stringify(b)} in MDX`;
  for (const key of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
    const x = (a as Record<string, unknown>)[key];
    const y = (b as Record<string, unknown>)[key];
    if (!isDeepStrictEqual(x, y)) return firstDifference(x, y, `${path}.${key}`);
  }
  return `${path}: differs`;
}

const repository = fileURLToPath(new URL('../../../../../', import.meta.url));

function mdxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? mdxFiles(path) : entry.name.endsWith('.mdx') ? [path] : [];
  });
}

/** Whether the fast path reads `source` itself (markdown-it for its markdown), rather than leaving it whole to MDX. */
const { md, spans } = createMarkdownIt();
function readsItself(source: string): boolean {
  return mdxMarkdownItToMdast(source, md, spans, (text) => micromark.parse(text)) !== undefined;
}

/** Cases the fast path must leave whole to MDX's parser; it reads every other case itself. */
const LEFT_TO_MDX = new Set(['an unclosed element fails as in MDX', 'an autolink is not MDX', 'an expression across blocks', 'an export across blank lines', "a definition is the whole doc's", 'a paragraph that starts with the word import']);

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? markdownFiles(path) : /\.mdx?$/.test(entry.name) ? [path] : [];
  });
}

const CASES: Record<string, string> = {
  'imports then markdown': "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n# Title\n\nSome **text** and `code`.\n",
  'front matter, imports, tabs with markdown children': [
    '---',
    'title: Hello',
    '---',
    "import Tabs from '@theme/Tabs';",
    '',
    '# Hello',
    '',
    'First paragraph.',
    '',
    '<Tabs>',
    '  <TabItem value="a" label="A" default>',
    '',
    '  Inside **a**.',
    '',
    '  </TabItem>',
    '  <TabItem value="b" label="B">',
    '',
    '  - one',
    '  - two',
    '',
    '  </TabItem>',
    '</Tabs>',
    '',
    '## After',
    '',
    'Text after.',
    '',
  ].join('\n'),
  'an expression and an export': 'export const answer = 42;\n\nThe answer is {answer}.\n\n{/* a comment */}\n\nMore text.\n',
  'a paragraph joined to an element without a blank line': 'Before\n<Note />\n\nAfter.\n',
  'an element right after a paragraph, then markdown': 'Intro line.\n\n<Note>\nInline *markdown*\n</Note>\nTrailing line\n\n## Heading\n',
  'indented code is a paragraph in MDX': 'Para.\n\n    indented, not code\n\nEnd.\n',
  'an autolink is not MDX': 'Go to <https://example.com>.\n',
  'escaped braces': 'A \\{literal\\} brace and a lone } one.\n',
  'a self-closing element between lists': '- a\n- b\n\n<Hr />\n\n1. c\n2. d\n',
  'fenced code holding JSX and braces': '# Code\n\n```tsx\nexport function A() {\n  return <div>{1}</div>\n}\n```\n\n<Box />\n\nDone.\n',
  'an unclosed element fails as in MDX': '# T\n\n<Tabs>\n\nText.\n',
  'an expression across blocks': '{/*\n\nhidden\n\n*/}\n\nShown.\n',
  'an export across blank lines': 'export function f() {\n\n  return 1\n\n}\n\nText.\n',
  'a definition is the whole doc\'s': '<A />\n\nSee [the ref][r].\n\n[r]: https://example.com\n',
  'admonitions with titles around JSX': ':::tip Read this\n\nA tip with <Kbd>Ctrl</Kbd>.\n\n:::\n\n:::note\n\nPlain note.\n\n:::\n',
  'a directive label with an expression': ':::tip[Value {1 + 1}]\n\nBody.\n\n:::\n',
  'headings with ids and comments (mdx1 compat)': '## Intro {#intro}\n\n<!-- a comment -->\n\nText.\n\n### Next\n',
  'a table with JSX in a cell': '| a | b |\n| - | - |\n| <Badge /> | x |\n\nAfter.\n',
  'a block quote and JSX': '> quoted\n\n<Quote author="x">\n\n> inner\n\n</Quote>\n',
  'a thematic break right after an element': '<A />\n---\n\ntext\n',
  'a JSX element with an expression attribute over lines': '<Chart\n  data={[1, 2, 3]}\n  title="x"\n/>\n\nText.\n',
  'a paragraph that starts with the word import': 'Import the module first.\n\nimport the thing\n',
  'a fragment': '<>\n\n**bold**\n\n</>\n\nText.\n',
  'a link with braces in its URL': 'See [x](https://example.com/{id}).\n',
};

describe('the MDX fast path', () => {
  it.each(Object.entries(CASES))('gives MDX\'s tree: %s', (name, source) => {
    expect(readsItself(source)).toBe(!LEFT_TO_MDX.has(name));
    const result = compare(source);
    expect(result.detail ?? 'same').toBe('same');
    expect(result.same).toBe(true);
  });

  it("gives MDX's tree for every MDX fixture in the repository", () => {
    const files = [...mdxFiles(join(repository, 'packages')), ...mdxFiles(join(repository, 'site'))];
    expect(files.length).toBeGreaterThan(3);
    const differences = files.flatMap((file) => {
      const result = compare(readFileSync(file, 'utf8'));
      return result.same ? [] : [`${file}: ${result.detail}`];
    });
    expect(differences).toEqual([]);
  });

  it("gives MDX's tree, or MDX's error, for every Redux Toolkit doc read as MDX", () => {
    const files = markdownFiles(join(repository, 'docs'));
    expect(files.length).toBeGreaterThanOrEqual(44);
    let read = 0;
    const differences = files.flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      if (readsItself(source)) read++;
      const result = compare(source);
      return result.same ? [] : [`${file}: ${result.detail}`];
    });
    expect(differences).toEqual([]);
    // Blocks MDX reads otherwise (`<` or `{` in text) go to MDX's parser run by run; a doc is left whole to it only when a run fails alone.
    expect(read).toBeGreaterThan(files.length / 2);
  });

  it("gives MDX's tree for pages of the bench's MDX corpus, reading each itself", () => {
    const dir = mkdtempSync(join(tmpdir(), 'quire-mdx-parity-'));
    writeCorpus(dir, 40, { mdx: true });
    const files = mdxFiles(dir);
    expect(files.length).toBe(40);
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      expect(readsItself(source), file).toBe(true);
      expect(compare(source).detail ?? 'same', file).toBe('same');
    }
  });
});
