import MarkdownIt from 'markdown-it';
import type StateInline from 'markdown-it/lib/rules_inline/state_inline.mjs';
import type Token from 'markdown-it/lib/token.mjs';
import { markdownItContainerDirective } from './markdown-it-container-directive.js';
import { markdownItEscapedSyntax } from './markdown-it-escaped-syntax.js';

/**
 * Where an inline token starts and ends in its block's inline text (UTF-16
 * offsets into the `inline` token's `content`). markdown-it's inline tokens
 * carry no positions, so {@link createMarkdownIt} records them as its rules
 * run; the converter maps them back into the file.
 */
export interface InlineSpan {
  start: number;
  end: number;
}

/** The span each inline token was read from; a token without one (plain text) gives `undefined`. */
export interface InlineSpans {
  get(token: Token): InlineSpan | undefined;
}

/**
 * A span as a token's `meta` holds it: markdown-it's field for what plugins
 * keep on a token, which none of its own inline rules sets.
 */
class TokenSpan implements InlineSpan {
  constructor(
    readonly start: number,
    readonly end: number,
  ) {}
}

/** The `meta` of text gathered before a rule (`pending`), which the rule's first push flushes: not the rule's, so it has no span. */
const PENDING_TEXT = Object.freeze({ pendingText: true });

const spans: InlineSpans = {
  get: (token) => (token.meta instanceof TokenSpan ? token.meta : undefined),
};

/**
 * Deeper than any tree remarkMarkdownLimits lets through (MAX_TREE_DEPTH is
 * 300): markdown-it stops nesting silently at its limit, so it must never be
 * the one to stop.
 */
const MAX_NESTING = 400;

/**
 * A markdown-it parser set up to read what remark-parse with GFM reads,
 * for conversion to mdast: CommonMark plus tables, `~~strikethrough~~` and
 * container directives (`markdownItContainerDirective`),
 * raw HTML on, links taken as written (no validation, no percent-encoding:
 * mdast keeps the author's URL), typographer and linkify off.
 *
 * Every inline rule is wrapped so that the tokens it pushes remember where
 * in the inline text they came from (`spans`): what a link, image or piece
 * of HTML needs for a `file:line:column` in messages.
 */
export function createMarkdownIt(): { md: MarkdownIt; spans: InlineSpans } {
  const md = new MarkdownIt('commonmark', { html: true });
  // A documented option the types leave out.
  (md.options as { maxNesting?: number }).maxNesting = MAX_NESTING;
  md.enable(['table', 'strikethrough']);
  md.use(markdownItContainerDirective).use(markdownItEscapedSyntax);
  md.validateLink = () => true;
  md.normalizeLink = (url) => url;
  md.normalizeLinkText = (text) => text;
  // `State` is markdown-it's documented hook for a custom inline state, though the types leave it out.
  const parser = md.inline as unknown as { State: typeof StateInline };
  parser.State = class extends parser.State {
    override pushPending(): Token {
      const token = super.pushPending();
      token.meta = PENDING_TEXT;
      return token;
    }
  };
  // The ruler hands out its compiled rule list; wrapping each entry keeps markdown-it's own order and chains.
  const ruler = md.inline.ruler;
  // The rule list is internal to Ruler (and untyped); `at` is its public way to replace a rule by name.
  const rules = (ruler as unknown as { __rules__: Array<{ name: string; fn: (state: StateInline, silent: boolean) => boolean }> }).__rules__;
  for (const { name, fn: rule } of [...rules]) {
    // Plain text pushes no token, so it needs no span.
    if (name === 'text') continue;
    // The emphasis rule pushes one token per marker of a run; the pairing later turns some into `em_open`, `strong_open`… in place.
    const perMarker = name === 'emphasis';
    ruler.at(name, (state: StateInline, silent: boolean) => {
      const start = state.pos;
      const before = state.tokens.length;
      const ok = rule(state, silent);
      if (!ok || silent) return ok;
      const tokens = state.tokens;
      let marker = start;
      for (let i = before; i < tokens.length; i++) {
        const token = tokens[i]!;
        // Nested tokens (a link's label) already have theirs.
        if (token.meta !== null) continue;
        token.meta = perMarker ? new TokenSpan(marker, marker + 1) : new TokenSpan(start, state.pos);
        marker++;
      }
      return ok;
    });
  }
  return { md, spans };
}
