import fc from 'fast-check';
import MarkdownIt from 'markdown-it';
import type StateInline from 'markdown-it/lib/rules_inline/state_inline.mjs';
import { describe, expect, it } from 'vitest';
import { markdownDocument } from '../test-support/markdown-arbitraries.js';
import { createMarkdownIt } from './markdown-it-parser.js';
import { markdownItTextRule } from './markdown-it-text-rule.js';

type InlineRule = (state: StateInline, silent: boolean) => boolean;

/** markdown-it's own `text` rule, as a parser set up like `createMarkdownIt`'s has it before that replaces it. */
function markdownItsTextRule(): InlineRule {
  const md = new MarkdownIt('commonmark', { html: true });
  return md.inline.ruler.getRules('')[0] as unknown as InlineRule;
}

/** What a rule does from `pos` (up to `posMax`) of `src`: its answer, where it leaves `pos`, and the pending text. */
function runRule(rule: InlineRule, src: string, pos: number, posMax: number, silent: boolean) {
  const md = new MarkdownIt('commonmark');
  // `State` is markdown-it's documented inline state class, though the types leave it out.
  const { State } = md.inline as unknown as { State: typeof StateInline };
  const state = new State(src, md, {}, []);
  state.pos = pos;
  state.posMax = posMax;
  state.pending = 'before|';
  return { ok: rule(state, silent), pos: state.pos, pending: state.pending };
}

describe('markdownItTextRule', () => {
  const original = markdownItsTextRule();

  it('is the rule the parser reads plain text with', () => {
    const { md } = createMarkdownIt();
    expect(md.inline.ruler.getRules('')[0]).toBe(markdownItTextRule);
  });

  it('stops where markdown-it stops: at a newline and at every character an inline rule may start at', () => {
    for (const stop of '\n!#$%&*+-:<=>@[\\]^_`{}~') {
      const src = `plain text${stop}more`;
      expect(runRule(markdownItTextRule, src, 0, src.length, false)).toEqual({ ok: true, pos: 10, pending: 'before|plain text' });
    }
    // Punctuation no rule starts at is text ("'(),./;?|, and beyond ASCII).
    const src = `a"'(),./;?|é日😀 b`;
    expect(runRule(markdownItTextRule, src, 0, src.length, false)).toEqual(runRule(original, src, 0, src.length, false));
    expect(runRule(markdownItTextRule, src, 0, src.length, false).pos).toBe(src.length);
  });

  it('never reads past posMax, and declines at a terminator, at posMax or past it', () => {
    const src = 'label] and more text';
    expect(runRule(markdownItTextRule, src, 0, 3, false)).toEqual({ ok: true, pos: 3, pending: 'before|lab' });
    expect(runRule(markdownItTextRule, src, 5, src.length, false)).toEqual({ ok: false, pos: 5, pending: 'before|' });
    expect(runRule(markdownItTextRule, src, 3, 3, false)).toEqual({ ok: false, pos: 3, pending: 'before|' });
    expect(runRule(markdownItTextRule, src, src.length, src.length, false)).toEqual({ ok: false, pos: src.length, pending: 'before|' });
  });

  it('moves pos without adding pending text in silent mode', () => {
    expect(runRule(markdownItTextRule, 'abc*', 0, 4, true)).toEqual({ ok: true, pos: 3, pending: 'before|' });
  });

  it('does what markdown-it’s rule does from any position of generated markdown', () => {
    fc.assert(
      fc.property(markdownDocument, fc.nat(), fc.nat(), fc.boolean(), (src, a, b, silent) => {
        const pos = src.length === 0 ? 0 : a % (src.length + 1);
        const posMax = pos + (b % (src.length - pos + 1));
        expect(runRule(markdownItTextRule, src, pos, posMax, silent)).toEqual(runRule(original, src, pos, posMax, silent));
      }),
      { numRuns: 2000 },
    );
  });

  it('parses generated documents to the same tokens as markdown-it’s rule', () => {
    const { md } = createMarkdownIt();
    const withOriginal = createMarkdownIt().md;
    withOriginal.inline.ruler.at('text', original);
    const plain = (tokens: ReturnType<MarkdownIt['parse']>): unknown =>
      tokens.map((t) => ({ type: t.type, content: t.content, children: t.children && plain(t.children) }));
    fc.assert(
      fc.property(markdownDocument, (src) => {
        expect(plain(md.parse(src, {}))).toEqual(plain(withOriginal.parse(src, {})));
      }),
      { numRuns: 500 },
    );
  });
});
