import { describe, expect, it } from 'vitest';
import { DEFAULT_MARKDOWN_LIMITS } from './remark-markdown-limits.js';
import { scanMarkdownLimits, type MarkdownLimits } from './scan-markdown-limits.js';

const loose: MarkdownLimits = { maxNesting: 1e9, maxBlocks: 1e9, maxDelimitersPerParagraph: 1e9, maxInlineMarkup: 1e9, maxCodeChars: 1e9 };
const scan = (source: string, limits: Partial<MarkdownLimits>) => scanMarkdownLimits(source, { ...loose, ...limits });
const lines = (n: number, line: (i: number) => string) => Array.from({ length: n }, (_, i) => line(i)).join('\n');

describe('scanMarkdownLimits: nesting', () => {
  it('counts quotes and list markers on one line, and points at the marker one level too deep', () => {
    expect(scan('> > > x', { maxNesting: 3 })).toBeUndefined();
    expect(scan('> > > > x', { maxNesting: 3 })).toEqual({ limit: 'maxNesting', line: 1, column: 7, count: 4 });
    expect(scan('text\n- - 1. > x', { maxNesting: 3 })).toEqual({ limit: 'maxNesting', line: 2, column: 8, count: 4 });
  });

  it('follows a list indented one step further on every line, and lets it close again', () => {
    const deeper = lines(5, (i) => `${'  '.repeat(i)}- item`);
    expect(scan(deeper, { maxNesting: 4 })).toMatchObject({ line: 5, column: 9, count: 5 });
    const back = `${lines(4, (i) => `${'  '.repeat(i)}- item`)}\n\n- again\n  - and again`;
    expect(scan(back, { maxNesting: 4 })).toBeUndefined();
  });

  it('counts admonitions opened and not closed, but not closed ones', () => {
    expect(scan(lines(3, () => ':::note\ntext'), { maxNesting: 2 })).toMatchObject({ line: 5, column: 1, count: 3 });
    expect(scan(lines(50, () => ':::note\ntext\n:::'), { maxNesting: 2 })).toBeUndefined();
  });

  it('skips fenced code, and a thematic break is no list', () => {
    expect(scan('```md\n> > > > x\n:::note\n```\n', { maxNesting: 1 })).toBeUndefined();
    expect(scan('- - - - - -\n* * * *', { maxNesting: 1 })).toBeUndefined();
  });
});

describe('scanMarkdownLimits: blocks', () => {
  it('counts paragraphs, list items, headings, table rows and admonitions, not their continuation lines', () => {
    const doc = '# Title\n\nA paragraph\nwrapped over lines.\n\n- one\n- two\n\n| a |\n| - |\n\n:::tip\nInside.\n:::\n';
    expect(scan(doc, { maxBlocks: 8 })).toBeUndefined();
    // The 8th block is the paragraph inside the admonition.
    expect(scan(doc, { maxBlocks: 7 })).toMatchObject({ limit: 'maxBlocks', line: 13, column: 1, count: 8 });
  });

  it('counts a fenced code block once, whatever it holds', () => {
    expect(scan(`\`\`\`\n${lines(100, () => '- x')}\n\`\`\``, { maxBlocks: 1 })).toBeUndefined();
  });
});

describe('scanMarkdownLimits: emphasis markers', () => {
  it('counts runs of markers per paragraph, starting again after a blank line', () => {
    expect(scan('*a* **b** ~~c~~', { maxDelimitersPerParagraph: 6 })).toBeUndefined();
    expect(scan('*a* **b** ~~c~~ _d', { maxDelimitersPerParagraph: 6 })).toEqual({ limit: 'maxDelimitersPerParagraph', line: 1, column: 17, count: 7 });
    expect(scan('*a* *b*\n\n*c* *d*', { maxDelimitersPerParagraph: 4 })).toBeUndefined();
  });
});

describe('scanMarkdownLimits: links, code spans and tags', () => {
  it('counts `[`, backtick runs and tag starts over the whole doc, outside fenced code', () => {
    // `[`, two backtick runs, `<kbd` and `</kbd`: 5.
    expect(scan('[a](/b) `c` <kbd>x</kbd>\n\n```\n[[[ ``` <a\n```', { maxInlineMarkup: 5 })).toBeUndefined();
    expect(scan('[a](/b) `c`\n\n<kbd>x</kbd> [d]', { maxInlineMarkup: 5 })).toEqual({ limit: 'maxInlineMarkup', line: 3, column: 14, count: 6 });
  });

  it('does not count a `<` that starts no tag, nor the box of a task list item', () => {
    expect(scan('a < b, c <= d, x<1\n\n- [ ] todo\n- [x] done', { maxInlineMarkup: 0 })).toBeUndefined();
  });
});

describe('scanMarkdownLimits: fenced code', () => {
  it('counts the characters inside fences, up to the line that crosses the limit', () => {
    const block = `\`\`\`ts\n${lines(10, () => '123456789')}\n\`\`\``;
    expect(scan(`${block}\n\n${block}`, { maxCodeChars: 200 })).toBeUndefined();
    // 10 characters a line (with its newline): the second block's sixth line, line 20, crosses 150.
    expect(scan(`${block}\n\n${block}`, { maxCodeChars: 150 })).toEqual({ limit: 'maxCodeChars', line: 20, column: 1, count: 160 });
  });

  it('counts the rest of a doc after a fence left open', () => {
    expect(scan(`# Title\n\n\`\`\`\n${lines(1000, () => 'more text')}`, { maxCodeChars: 1000 })).toMatchObject({ limit: 'maxCodeChars', line: 104 });
  });
});

describe('scanMarkdownLimits: a megabyte line', () => {
  // Time is not asserted: a scan that turned quadratic would hang here until the test's timeout.
  it('scans one to its end', () => {
    expect(scan('word '.repeat(200_000), DEFAULT_MARKDOWN_LIMITS)).toBeUndefined();
  });

  it('points at the column, far into one, where its count goes past the limit', () => {
    const line = `${'word '.repeat(190_000)}${'[a](/b) '.repeat(10)}`;
    // The third link of the run, after 950 000 characters of words and two 8-character links.
    expect(scan(line, { maxInlineMarkup: 2 })).toEqual({ limit: 'maxInlineMarkup', line: 1, column: 950_017, count: 3 });
  });
});
