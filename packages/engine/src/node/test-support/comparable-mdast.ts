/** Nodes whose positions the build reads (messages, raw HTML, code fences) or which are blocks. */
const POSITIONED = new Set([
  'root', 'yaml', 'paragraph', 'heading', 'thematicBreak', 'blockquote', 'list', 'listItem', 'code', 'html', 'table', 'tableRow',
  'link', 'image', 'inlineCode', 'break', 'containerDirective',
]);

/**
 * An mdast tree as the differential tests compare it (markdown-it's
 * conversion against remark-parse): keys sorted, positions kept only where
 * the build reads them, `data` kept only where it carries meaning
 * (a directive label's `directiveLabel` flag).
 */
export function comparableMdast(node: object): unknown {
  const out: Record<string, unknown> = {};
  const record = node as Record<string, unknown> & { type: string; position?: { start: object; end: object } };
  for (const key of Object.keys(record).sort()) {
    if (key === 'data') {
      const data = record.data as { directiveLabel?: boolean } | undefined;
      if (data?.directiveLabel !== undefined) out.data = { directiveLabel: data.directiveLabel };
    } else if (key === 'position') {
      if (POSITIONED.has(record.type) && record.position) out.position = record.position;
    } else if (key === 'children') out.children = (record.children as object[]).map(comparableMdast);
    else out[key] = record[key];
  }
  return out;
}
