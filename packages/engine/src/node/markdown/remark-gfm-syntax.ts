import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import type { Processor } from 'unified';

/**
 * What every literal autolink needs in the source: an `@` after a
 * character an address may hold (`a@b.co`), `http://` or `https://`, or
 * `www.`, in any case. A character reference (`&#64;`) or an escaped
 * character (`\@`) becomes such text only after parsing, so a document with
 * either is read with autolinks too.
 */
const MAY_HOLD_LITERAL_AUTOLINK = /[\w+.-]@|https?:\/\/|www\.|&(?:#|[a-z][a-z\d]*;)|\\[@.:/]/i;

/**
 * Whether a document may contain a GFM literal autolink. `false` is a
 * promise: neither micromark's autolink syntax nor mdast-util's autolink
 * transform could find one in it.
 */
export function mayHoldLiteralAutolink(document: string): boolean {
  return MAY_HOLD_LITERAL_AUTOLINK.test(document);
}

/**
 * Remark plugin: GitHub Flavored Markdown syntax (tables, task lists,
 * strikethrough, footnotes, literal autolinks), as remark-gfm with default
 * options adds it, and with the same result, but faster.
 *
 * GFM's literal autolinks (`www.example.com`, `https://…`, `a@b.co`) are
 * tried at the start of every word, since any word might begin an email
 * address: on the generated benchmark pages that was a third of the time
 * spent parsing. Most pages of documentation write their links as links
 * and hold no address, so a document in which no literal autolink can
 * occur ({@link mayHoldLiteralAutolink}) is parsed without that syntax.
 *
 * Use it in place of remark-gfm, right after remark-parse (and
 * remark-frontmatter); other syntax extensions may follow.
 */
export function remarkGfmSyntax(this: Processor) {
  const data = this.data();
  const autolinks = gfmAutolinkLiteral();
  const autolinksFromMarkdown = gfmAutolinkLiteralFromMarkdown();
  // In remark-gfm's order (its `gfm()` combines these five), so syntax precedence is the same.
  (data.micromarkExtensions ??= []).push(autolinks, gfmFootnote(), gfmStrikethrough(), gfmTable(), gfmTaskListItem());
  (data.fromMarkdownExtensions ??= []).push(
    autolinksFromMarkdown,
    gfmFootnoteFromMarkdown(),
    gfmStrikethroughFromMarkdown(),
    gfmTableFromMarkdown(),
    gfmTaskListItemFromMarkdown(),
  );
  const parse = this.parser;
  if (!parse) throw new Error('remarkGfmSyntax needs a parser: use it after remark-parse.');
  this.parser = (document, file): Root => {
    if (mayHoldLiteralAutolink(document)) return parse(document, file) as Root;
    // What remark-parse does, with the extensions read when parsing (later plugins add theirs), less autolinks.
    return fromMarkdown(document, {
      ...data.settings,
      extensions: (data.micromarkExtensions ?? []).filter((extension) => extension !== autolinks),
      mdastExtensions: (data.fromMarkdownExtensions ?? []).filter((extension) => extension !== autolinksFromMarkdown),
    });
  };
}
