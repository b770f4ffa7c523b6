import type { Heading, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

/** `{#my-id}` at the end of a heading, as Docusaurus and kramdown write it; the id is anything but blanks and braces. */
const CUSTOM_ID = /[ \t]*\{#([^\s{}]+)\}[ \t]*$/;

/**
 * Remark plugin: `## Title {#my-id}` gives the heading the id `my-id`, used
 * as written (no slugging), and removes `{#my-id}` from its text, so the
 * page, the table of contents and search show "Title". rehypeHeadingIds
 * keeps such ids and slugs the other headings around them.
 *
 * A custom id used twice on a page is a warning (`duplicate-heading-id`) at
 * the second heading: both keep the id, and `#my-id` links reach the first,
 * as in a browser. It is not an error because the page still renders and
 * reads; only one anchor is unreachable.
 */
export function remarkHeadingCustomIds() {
  return (tree: Root, file: VFile): undefined => {
    // No `{#` in the source, no custom id: spare the walk (most pages have none).
    if (typeof file.value === 'string' && !file.value.includes('{#')) return;
    const seen = new Map<string, Heading>();
    visit(tree, 'heading', (heading) => {
      const last = heading.children[heading.children.length - 1];
      if (last?.type !== 'text') return undefined;
      const match = CUSTOM_ID.exec(last.value);
      if (!match) return undefined;
      const id = match[1]!;
      last.value = last.value.slice(0, match.index);
      if (last.value === '') heading.children.pop();
      heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id } };

      const first = seen.get(id);
      if (first) {
        const where = first.position ? ` on line ${first.position.start.line}` : '';
        const message = file.message(`Heading id "${id}" is already used by a heading${where}.`, heading);
        message.ruleId = 'duplicate-heading-id';
        message.note = `Give this heading another {#id}: links to #${id} only reach the first.`;
      } else {
        seen.set(id, heading);
      }
      return undefined;
    });
  };
}
