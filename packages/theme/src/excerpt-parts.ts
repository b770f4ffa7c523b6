import type { ExcerptPart } from './search-result.js';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * Turns an excerpt as a hosted search engine returns it — escaped text with
 * the matches wrapped in the marker tags it was asked to use (Algolia's
 * `highlightPreTag` and `highlightPostTag`) — into parts that the theme renders as React text nodes. Only
 * the exact marker tags are read as markup; any other `<` stays text, so a
 * page or a query saying `<img onerror=…>` shows as those characters.
 */
export function excerptParts(excerpt: string, open: string, close: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let rest = excerpt;
  let mark = false;
  while (rest.length > 0) {
    const at = rest.indexOf(mark ? close : open);
    const text = at < 0 ? rest : rest.slice(0, at);
    if (text) parts.push({ text: decodeEntities(text), mark });
    if (at < 0) break;
    rest = rest.slice(at + (mark ? close : open).length);
    mark = !mark;
  }
  return parts;
}

/** `&lt;` → `<`, `&#39;` → `'`; an unknown entity stays as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}
