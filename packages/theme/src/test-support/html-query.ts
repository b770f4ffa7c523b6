// Tiny queries over server-rendered markup, so tests need no DOM library.
// They rely on React's output being regular (quoted attributes, no stray `<`).

/** The markup of the first element whose opening tag matches, up to its matching close tag. */
export function elementHtml(html: string, openTag: RegExp): string {
  const start = html.search(openTag);
  if (start < 0) throw new Error(`No element matches ${openTag} in:\n${html}`);
  const tag = /^<([a-z0-9]+)/i.exec(html.slice(start))![1]!;
  const pattern = new RegExp(`<${tag}[\\s>]|</${tag}>`, 'gi');
  pattern.lastIndex = start;
  let depth = 0;
  for (let m = pattern.exec(html); m; m = pattern.exec(html)) {
    depth += m[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return html.slice(start, m.index + m[0].length);
  }
  throw new Error(`Unclosed <${tag}> in:\n${html}`);
}

/** One anchor of the markup: its attributes and its text with tags removed. */
export interface FoundLink {
  attrs: Record<string, string>;
  text: string;
}

/** Every `<a>` in the markup, in document order (anchors do not nest). */
export function links(html: string): FoundLink[] {
  return [...html.matchAll(/<a(\s[^>]*)?>([\s\S]*?)<\/a>/g)].map((m) => ({
    attrs: Object.fromEntries([...(m[1] ?? '').matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!])),
    text: m[2]!.replace(/<[^>]*>/g, '').replace(/<!-- -->/g, ''),
  }));
}

/** The one anchor whose text is `text`; fails when there is none or several. */
export function linkByText(html: string, text: string): FoundLink {
  const found = links(html).filter((link) => link.text === text);
  if (found.length !== 1) throw new Error(`Expected one link "${text}", found ${found.length} in:\n${html}`);
  return found[0]!;
}
