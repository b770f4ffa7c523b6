/**
 * A doc page's table of contents as the theme draws it.
 *
 * Shared by the build and the browser (see `types.ts`): plain,
 * JSON-serializable data, no Node or DOM APIs.
 */
import type { CompactNode } from './compact-hast.js';

/** One table-of-contents entry of a doc page. */
export interface TocItem {
  /** Heading id, the fragment that links to it. */
  id: string;
  /** Heading level, 2 for `##`. */
  depth: number;
  /** Plain text of the heading, for search, titles and accessible names. */
  text: string;
  /**
   * The heading's content with its markup (inline code, emphasis…), in
   * compact form (see `CompactNode`), when it has any; absent for plain text. Links are
   * replaced by their text and ids dropped, since the entry is itself a
   * link on a page that already has those ids.
   */
  content?: CompactNode[];
}
