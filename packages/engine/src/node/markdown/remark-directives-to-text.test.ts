import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { remarkAdmonitionTitles } from './remark-admonition-titles.js';
import { remarkDirectivesToText } from './remark-directives-to-text.js';

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).use(remarkAdmonitionTitles).use(remarkDirectivesToText);

function run(markdown: string): Root {
  const file = new VFile({ value: markdown });
  const tree = processor.runSync(processor.parse(file), file) as Root;
  visit(tree, (node) => void delete node.position);
  return tree;
}

/** A root of paragraphs of one text node each: what plain prose parses to. */
const paragraphs = (...values: string[]): Root => ({
  type: 'root',
  children: values.map((value) => ({ type: 'paragraph', children: [{ type: 'text', value }] })),
});

describe('remarkDirectivesToText', () => {
  it('keeps colons in prose as the author wrote them, in one text node', () => {
    expect(run('At 10:30, a:b and std::vector, ratio 1:2:3.')).toEqual(paragraphs('At 10:30, a:b and std::vector, ratio 1:2:3.'));
  });

  it('gives back text directives with labels and attributes exactly', () => {
    expect(run('Press :kbd[Ctrl]{.key} now, :x[*y*] too.')).toEqual(paragraphs('Press :kbd[Ctrl]{.key} now, :x[*y*] too.'));
  });

  it('gives back a leaf directive as a paragraph of its source', () => {
    expect(run('::youtube[Video]{id=abc}\n\nAfter.')).toEqual(paragraphs('::youtube[Video]{id=abc}', 'After.'));
  });

  it('keeps the text right on lines after a rewritten admonition title', () => {
    const tree = run(':::tip Title\nAt 10:30.\n:::');
    const texts: string[] = [];
    visit(tree, 'text', (node) => void texts.push(node.value));
    expect(texts).toEqual(['Title', 'At 10:30.']);
  });

  it('keeps colon runs that open no directive as text, and does not take titles from them', () => {
    expect(run('::: not a fence\n\nA line:::with colons\n\n::::')).toEqual(paragraphs('::: not a fence', 'A line:::with colons', '::::'));
  });

  it('leaves URLs and their ports alone', () => {
    expect(run('See https://example.org:8080/a:b.')).toMatchObject({
      children: [{ children: [{ value: 'See ' }, { type: 'link', url: 'https://example.org:8080/a:b' }, { value: '.' }] }],
    });
  });
});
