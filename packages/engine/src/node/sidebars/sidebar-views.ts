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
  const paths = pathsHeld(sidebar);
  const trails = openTrails(sidebar, paths);
  const byTrail = new Map<string, string>();
  return {
    pruned: true,
    chunks,
    viewJson(path) {
      const trail = trails.get(path) ?? '';
      let json = byTrail.get(trail);
      if (json === undefined) {
        json = JSON.stringify(prune(sidebar, path, chunkOf, paths));
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
function prune(
  items: SidebarItem[],
  path: string | undefined,
  chunkOf: ReadonlyMap<Category, string>,
  paths?: ReadonlyMap<Category, ReadonlySet<string>>,
): SidebarItem[] {
  return items.map((item): SidebarItem => {
    if (item.type === 'link') return withoutDocId(item);
    if (item.type === 'html') return item;
    const itemsChunk = chunkOf.get(item);
    const open = itemsChunk === undefined || (path !== undefined && paths!.get(item)!.has(path));
    const { items: children, ...rest } = item;
    return { ...rest, items: open ? prune(children, path, chunkOf, paths) : [], ...(itemsChunk && { itemsChunk }) };
  });
}

/**
 * Every category's pages: the paths it holds, as the theme's sidebar
 * decides which categories start open (its own `href` or any link inside
 * it, nested categories included). Read once per sidebar, so that asking
 * whether a category holds a page costs a lookup, not a walk: walking the
 * sidebar for each page made the render phase quadratic in the pages.
 */
function pathsHeld(items: SidebarItem[], into = new Map<Category, Set<string>>()): Map<Category, Set<string>> {
  for (const item of items) {
    if (item.type !== 'category') continue;
    const held = new Set<string>();
    if (item.href !== undefined) held.add(pagePath(item.href));
    pathsHeld(item.items, into);
    for (const child of item.items) {
      if (child.type === 'link') held.add(pagePath(child.href));
      else if (child.type === 'category') into.get(child)!.forEach((path) => held.add(path));
    }
    into.set(item, held);
  }
  return into;
}

/**
 * Each page's trail: the positions of the categories that hold it, in the
 * order of the sidebar. Pages with the same trail ship the same view.
 */
function openTrails(items: SidebarItem[], paths: ReadonlyMap<Category, ReadonlySet<string>>, prefix = '', into = new Map<string, string>()): Map<string, string> {
  items.forEach((item, index) => {
    if (item.type !== 'category') return;
    const position = `${prefix}${index}`;
    // A category's own place comes before those of the categories inside it.
    for (const path of paths.get(item)!) into.set(path, `${into.get(path) ?? ''}${position};`);
    openTrails(item.items, paths, `${position}.`, into);
  });
  return into;
}

/** A `#fragment` or `?query` does not make a link point at another page. */
function pagePath(href: string): string {
  const end = href.search(/[#?]/);
  return end === -1 ? href : href.slice(0, end);
}

function countLinks(items: SidebarItem[]): number {
  return items.reduce((n, item) => n + (item.type === 'html' ? 0 : item.type === 'link' ? 1 : (item.href === undefined ? 0 : 1) + countLinks(item.items)), 0);
}

/** The browser has no use for doc ids: links are matched by `href`. */
function withoutDocIds(items: SidebarItem[]): SidebarItem[] {
  return items.map((item) => (item.type === 'link' ? withoutDocId(item) : item.type === 'html' ? item : { ...item, items: withoutDocIds(item.items) }));
}

function withoutDocId(link: Extract<SidebarItem, { type: 'link' }>): SidebarItem {
  const { docId: _docId, ...rest } = link;
  return rest;
}
