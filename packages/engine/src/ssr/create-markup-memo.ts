/**
 * Markup the server renderer renders once and copies into every later page
 * that renders the same key. Markers are elements of a tag no page content
 * can spell; a marker with no children stands for markup already known.
 */
export interface MarkupMemoStore {
  /** Tag name of the marker elements, unique to this store so that no page content can spell it. */
  readonly tag: string;
  /** The number standing for `key` in markers. */
  idOf(key: string): number;
  /** Whether the markup of `id` is known: a marker with no children then stands for it. */
  has(id: number): boolean;
  /**
   * The page's markup without markers: each marker with children is
   * replaced by them (and they are remembered), each empty one by the
   * markup remembered for its id.
   */
  resolve(html: string): string;
}

/**
 * The memo the server renderer fills and reads while pages are rendered
 * with it (see `memoizedSidebarItems`). Markers are elements of a tag with a random name, such as
 * `<quire-memo-k3x9a2 data-id="4">…</quire-memo-k3x9a2>`: React writes
 * them like any element, and no page content can make one, since its name
 * is drawn when the store is made.
 */
export function createMarkupMemo(): MarkupMemoStore {
  const nonce = Array.from(crypto.getRandomValues(new Uint32Array(2)), (n) => n.toString(36)).join('');
  const tag = `quire-memo-${nonce}`;
  const ids = new Map<string, number>();
  const markup = new Map<number, string>();
  const opening = `<${tag} data-id="`;
  const closing = `</${tag}>`;
  return {
    tag,
    idOf(key) {
      let id = ids.get(key);
      if (id === undefined) ids.set(key, (id = ids.size));
      return id;
    },
    has: (id) => markup.has(id),
    resolve(html) {
      if (!html.includes(opening)) return html;
      const out: string[] = [];
      // Markers nest when memoized markup holds memoized parts: each one's text starts at its place in `out`.
      const open: Array<{ id: number; start: number }> = [];
      let last = 0;
      // indexOf, not a regular expression: a page of a large site is tens of kilobytes with a few markers.
      for (let found = html.indexOf(tag); found >= 0; found = html.indexOf(tag, last)) {
        const isClosing = html.charCodeAt(found - 1) === 47; // `</tag>`, else `<tag data-id="…">`
        const at = found - (isClosing ? 2 : 1);
        out.push(html.slice(last, at));
        if (!isClosing) {
          const end = html.indexOf('">', at);
          open.push({ id: Number(html.slice(at + opening.length, end)), start: out.length });
          last = end + 2;
          continue;
        }
        last = at + closing.length;
        const { id, start } = open.pop()!;
        const known = markup.get(id);
        if (known === undefined) markup.set(id, out.slice(start).join(''));
        else {
          out.length = start;
          out.push(known);
        }
      }
      out.push(html.slice(last));
      return out.join('');
    },
  };
}
