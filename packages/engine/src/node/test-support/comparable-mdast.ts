/** Nodes whose positions the build reads (messages, raw HTML, code fences) or which are blocks. */
const POSITIONED = new Set([
  'root', 'yaml', 'paragraph', 'heading', 'thematicBreak', 'blockquote', 'list', 'listItem', 'code', 'html', 'table', 'tableRow',
  'link', 'image', 'inlineCode', 'break', 'containerDirective',
]);

/**
 * An mdast tree as the differential tests compare it (markdown-it's
 * conversion against remark-parse): keys sorted, positions kept only where
 * the build reads them, `data` kept only where it carries meaning
 * (a directive label's `directiveLabel` flag). Points are compared by line
 * and column, which fix the offset in one file: remarkAdmonitionTitles
 * parses a rewritten text whose offsets are no longer the file's.
 */
export function comparableMdast(node: object): unknown {
  const out: Record<string, unknown> = {};
  const record = node as Record<string, unknown> & { type: string; position?: { start: object; end: object } };
  for (const key of Object.keys(record).sort()) {
    if (key === 'data') {
      const data = record.data as { directiveLabel?: boolean } | undefined;
      if (data?.directiveLabel !== undefined) out.data = { directiveLabel: data.directiveLabel };
    } else if (key === 'position') {
      if (POSITIONED.has(record.type) && record.position) out.position = { start: lineAndColumn(record.position.start), end: lineAndColumn(record.position.end) };
    } else if (key === 'children') out.children = (record.children as object[]).map(comparableMdast);
    else out[key] = record[key];
  }
  return out;
}

function lineAndColumn(point: object): object {
  const { line, column } = point as { line: number; column: number };
  return { line, column };
}
