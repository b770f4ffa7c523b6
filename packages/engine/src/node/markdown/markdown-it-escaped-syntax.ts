import type MarkdownIt from 'markdown-it';
import type StateCore from 'markdown-it/lib/rules_core/state_core.mjs';
import type Token from 'markdown-it/lib/token.mjs';

/** Characters whose escape may hide or make GFM syntax (autolinks, directives) once decoded. */
const SYNTAX = new Set(['@', '.', ':', '/']);

/** What an `inline` token's `meta` holds once {@link markdownItEscapedSyntax} has looked at it. */
interface EscapedSyntaxMeta {
  escapedSyntax?: boolean;
}

/**
 * markdown-it plugin: marks each `inline` token whose text holds an escaped
 * `@`, `.`, `:` or `/` (`a\@b`, `www\.x`), which markdown-it merges into
 * plain text: the converter leaves such a doc to remark-parse, as the
 * escape may be what keeps the text from being an autolink or a directive.
 * Found in the text only: a backslash in code is no escape.
 */
export function markdownItEscapedSyntax(md: MarkdownIt): void {
  // Before text_join, which turns escapes into plain text and merges them away.
  md.core.ruler.before('text_join', 'escaped_syntax', (state: StateCore) => {
    for (const token of state.tokens) {
      if (token.type !== 'inline' || !token.children) continue;
      for (const child of token.children) {
        if (child.type === 'text_special' && child.info === 'escape' && SYNTAX.has(child.content)) {
          token.meta = { ...(token.meta as EscapedSyntaxMeta | null), escapedSyntax: true } satisfies EscapedSyntaxMeta;
          break;
        }
      }
    }
  });
}

/** Whether {@link markdownItEscapedSyntax} found an escaped `@.:/` in an `inline` token's text. */
export function holdsEscapedSyntax(inline: Token): boolean {
  return (inline.meta as EscapedSyntaxMeta | null)?.escapedSyntax === true;
}
