/**
 * What the fast path takes from markdown-it beyond its documented options:
 * the rule chains it wraps or inserts rules into (by name), the inline
 * state it subclasses, and the emphasis rule's one token per marker, which
 * the converter's positions depend on. markdown-it is pinned to one exact
 * version; a new one must pass the parity test (markdown-parity.test.ts)
 * before this test's version is raised.
 */
import { createRequire } from 'node:module';
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { createMarkdownIt } from './markdown-it-parser.js';

const require = createRequire(import.meta.url);

function ruleNames(ruler: unknown): string[] {
  return (ruler as { __rules__: Array<{ name: string }> }).__rules__.map((rule) => rule.name);
}

describe('markdown-it internals the fast path relies on', () => {
  it('is the exact version the parity test passed with', () => {
    expect((require('markdown-it/package.json') as { version: string }).version).toBe('14.3.3');
  });

  it('has the rule chains the fast path wraps and inserts into', () => {
    const md = new MarkdownIt('commonmark');
    expect(ruleNames(md.core.ruler)).toEqual(['normalize', 'block', 'inline', 'linkify', 'replacements', 'smartquotes', 'text_join']);
    expect(ruleNames(md.block.ruler)).toEqual(['table', 'code', 'fence', 'blockquote', 'hr', 'list', 'reference', 'html_block', 'heading', 'lheading', 'paragraph']);
    expect(ruleNames(md.inline.ruler)).toEqual(['text', 'linkify', 'newline', 'escape', 'backticks', 'strikethrough', 'emphasis', 'link', 'image', 'autolink', 'html_inline', 'entity']);
    expect(ruleNames(md.inline.ruler2)).toEqual(['balance_pairs', 'strikethrough', 'emphasis', 'fragments_join']);
    expect(typeof (md.inline as unknown as { State: unknown }).State).toBe('function');
  });

  it('gets its own rules in: container directives before fences, the escape check before text_join', () => {
    const { md } = createMarkdownIt();
    expect(ruleNames(md.block.ruler).indexOf('container_directive')).toBe(ruleNames(md.block.ruler).indexOf('fence') - 1);
    expect(ruleNames(md.core.ruler).indexOf('escaped_syntax')).toBe(ruleNames(md.core.ruler).indexOf('text_join') - 1);
  });

  it('turns the markers of an emphasis run into tokens one by one, each with its own span', () => {
    const { md, spans } = createMarkdownIt();
    const inline = md.parse('***a***\n', {})[1]!;
    const marked = inline.children!.filter((token) => token.type !== 'text');
    expect(marked.map((token) => [token.type, spans.get(token)?.start, spans.get(token)?.end])).toEqual([
      ['em_open', 0, 1],
      ['strong_open', 2, 3],
      ['strong_close', 4, 5],
      ['em_close', 6, 7],
    ]);
  });

  it('marks an escape as text_special until text_join, where the escape check reads it', () => {
    const { md } = createMarkdownIt();
    const inline = md.parse('a\\@b\n', {})[1]!;
    expect(inline.meta).toEqual({ escapedSyntax: true });
  });
});
