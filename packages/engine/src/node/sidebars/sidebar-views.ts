import type { SidebarItem } from '../../shared/types.js';
import { assetHash } from '../render/asset-hash.js';

/**
 * A sidebar with more links than this is shipped to each page pruned to
 * what that page shows; smaller ones go whole into every route chunk, where
 * they cost about 2 KB gzip at most and never make the reader wait.
 */
export const SIDEBAR_INLINE_LINKS = 100;

/** Where category chunks are written, relative to the output folder. */
const CHUNK_DIR = 'assets/sidebar';

/** One sidebar as the pages of a build ship it. */
export interface SidebarViews {
  /** Whether closed categories are left out of pages (the sidebar has more than {@link SIDEBAR_INLINE_LINKS} links). */
  pruned: boolean;
  /**
   * The sidebar a page at `path` ships and renders, as JSON text: every
   * category that starts open on that page with its items; every other
   * collapsed category with empty `items` and its `itemsChunk`. Pages whose
   * open categories are the same share one text.
   */
  viewJson(path: string): string;
  /** The category chunks to write: file relative to the output folder → module source. */
  chunks: Map<string, string>;
}

type Category = Extract<SidebarItem, { type: 'category' }>;

/**
 * Plans how a sidebar reaches the browser so that a page does not grow
 * with the site: on a large sidebar each page carries only the categories
 * it shows open (those set `collapsed: false`, those that cannot collapse,
 * and those on the way to the page itself), and each collapsed category's
 * items go in a chunk of their own, content-hashed, loaded when a reader
 * opens it. Server-rendered HTML shows the same open categories, so a page
 * read without JavaScript lists the links around it.
 */
export function sidebarViews(sidebar: SidebarItem[]): SidebarViews {
  if (countLinks(sidebar) <= SIDEBAR_INLINE_LINKS) {
    const json = JSON.stringify(withoutDocIds(sidebar));
    return { pruned: false, viewJson: () => json, chunks: new Map() };
  }
  const chunks = new Map<string, string>();
  const chunkOf = new Map<Category, string>();
  // Children first: a category's chunk names the chunks of the collapsed categories inside it.
  const plan = (items: SidebarItem[]): void => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      plan(item.items);
      if (!item.collapsible || !item.collapsed) continue;
      const source = `export default JSON.parse(${JSON.stringify(JSON.stringify(prune(item.items, undefined, chunkOf)))});`;
      const file = `${CHUNK_DIR}/${assetHash(source)}.js`;
      chunks.set(file, source);
      chunkOf.set(item, file);
    }
  };
  plan(sidebar);
  const byTrail = new Map<string, string>();
  return {
    pruned: true,
    chunks,
    viewJson(path) {
      const trail = openTrail(sidebar, path);
      let json = byTrail.get(trail);
      if (json === undefined) {
        json = JSON.stringify(prune(sidebar, path, chunkOf));
        byTrail.set(trail, json);
      }
      return json;
    },
  };
}

/**
 * The items as a page at `path` ships them (`undefined`: no page, as in a
 * category's own chunk): a collapsed category that does not hold the page
 * keeps its chunk instead of its items.
 */
function prune(items: SidebarItem[], path: string | undefined, chunkOf: ReadonlyMap<Category, string>): SidebarItem[] {
  return items.map((item): SidebarItem => {
    if (item.type === 'link') return withoutDocId(item);
    const itemsChunk = chunkOf.get(item);
    const open = itemsChunk === undefined || (path !== undefined && holdsPath(item, path));
    const { items: children, ...rest } = item;
    return { ...rest, items: open ? prune(children, path, chunkOf) : [], ...(itemsChunk && { itemsChunk }) };
  });
}

/** The positions of the collapsed categories that hold `path`: pages with the same trail ship the same view. */
function openTrail(items: SidebarItem[], path: string, prefix = ''): string {
  let trail = '';
  items.forEach((item, index) => {
    if (item.type !== 'category' || !holdsPath(item, path)) return;
    trail += `${prefix}${index};${openTrail(item.items, path, `${prefix}${index}.`)}`;
  });
  return trail;
}

/** Whether a category holds the page at `path`, as the theme's sidebar decides which categories start open. */
function holdsPath(category: Category, path: string): boolean {
  if (category.href !== undefined && isCurrent(category.href, path)) return true;
  return category.items.some((item) => (item.type === 'link' ? isCurrent(item.href, path) : holdsPath(item, path)));
}

/** A `#fragment` or `?query` does not make a link point at another page. */
function isCurrent(href: string, path: string): boolean {
  return href.replace(/[#?].*$/, '') === path;
}

function countLinks(items: SidebarItem[]): number {
  return items.reduce((n, item) => n + (item.type === 'link' ? 1 : (item.href === undefined ? 0 : 1) + countLinks(item.items)), 0);
}

/** The browser has no use for doc ids: links are matched by `href`. */
function withoutDocIds(items: SidebarItem[]): SidebarItem[] {
  return items.map((item) => (item.type === 'link' ? withoutDocId(item) : { ...item, items: withoutDocIds(item.items) }));
}

function withoutDocId(link: Extract<SidebarItem, { type: 'link' }>): SidebarItem {
  const { docId: _docId, ...rest } = link;
  return rest;
}
