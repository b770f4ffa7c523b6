import type { SidebarItem } from '../../shared/types.js';
import { assetHash } from '../render/asset-hash.js';
import { jsonLiteral } from '../render/json-literal.js';

/**
 * A sidebar with more links than this is shipped to each page pruned to
 * what that page shows; smaller ones go whole into every route chunk, where
 * they cost about 2 KB gzip at most and never make the reader wait.
 */
export const SIDEBAR_INLINE_LINKS = 100;

/**
 * The most items one level of a pruned sidebar shows: a longer level (a
 * generated reference of 5000 sections, say) is shown in groups of
 * {@link GROUP_SIZE}, so that a page's HTML, which lists a level's labels,
 * does not grow with the site. Levels of hand-written sidebars stay far
 * below it, and show as written.
 */
export const LEVEL_MAX_ITEMS = 100;

/**
 * How many items one group of a long level holds (see {@link LEVEL_MAX_ITEMS}).
 * A page lists the groups of each long level and the items of the group it
 * is in: with 30, a flat level of 500 sections shows 17 groups and 30
 * sections, one of 5000 shows 6 groups of groups, 30 groups and 30 sections.
 */
export const GROUP_SIZE = 30;

/** Where category chunks are written, relative to the output folder. */
const CHUNK_DIR = 'assets/sidebar';

/**
 * The modules a page's route chunk takes a pruned sidebar's view from,
 * instead of carrying a copy (files relative to the output folder, each
 * named by a hash of its text, so every page shares them and the browser
 * keeps them across navigations).
 */
export interface SidebarViewModules {
  /** `fillSidebar`, as a module: the skeleton with the open categories' items put in. */
  fill: string;
  /** The sidebar with every collapsed category closed: labels and `itemsChunk`s. */
  skeleton: string;
  /** The chunks of the categories open on the page (those holding it), outermost first. */
  open: string[];
}

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
  /**
   * For a pruned sidebar, the modules a page at `path` takes its view from
   * (see {@link SidebarViewModules}): `fill(skeleton, open)` is `viewJson(path)`'s
   * sidebar. Undefined for a small sidebar, which each page carries whole.
   */
  viewModules(path: string): SidebarViewModules | undefined;
  /** The chunks to write (categories, the skeleton, the fill module): file relative to the output folder → module source. */
  chunks: Map<string, string>;
}

/**
 * The module that puts a pruned sidebar's view together in the browser:
 * `fill(skeleton, open)` gives each collapsed category whose chunk is in
 * `open` (chunk file → its items) those items, filled the same way, and
 * keeps every other category as it is. Written as JavaScript text: it is
 * a file of the output, which route chunks import.
 */
export const SIDEBAR_FILL_SOURCE =
  'export default function fill(items,open){return items.map(function(item){if(item.type!=="category")return item;' +
  'var chunk=item.itemsChunk,own=chunk!==undefined?open[chunk]:undefined;' +
  'if(chunk!==undefined&&own===undefined)return item;' +
  'return Object.assign({},item,{items:fill(own!==undefined?own:item.items,open)});});}\n';

type Category = Extract<SidebarItem, { type: 'category' }>;

/** How many views of a pruned sidebar `viewJson` keeps made, the oldest let go first. */
const VIEWS_KEPT = 64;

/**
 * Plans how a sidebar reaches the browser so that a page does not grow
 * with the site: on a large sidebar each page carries only the categories
 * it shows open (those set `collapsed: false`, those that cannot collapse,
 * and those on the way to the page itself), and each collapsed category's
 * items go in a chunk of their own, content-hashed, loaded when a reader
 * opens it. Server-rendered HTML shows the same open categories, so a page
 * read without JavaScript lists the links around it.
 */
export function sidebarViews(authored: SidebarItem[]): SidebarViews {
  if (countLinks(authored) <= SIDEBAR_INLINE_LINKS) {
    const json = JSON.stringify(withoutDocIds(authored));
    return { pruned: false, viewJson: () => json, viewModules: () => undefined, chunks: new Map() };
  }
  const sidebar = groupLongLevels(authored);
  const chunks = new Map<string, string>();
  const chunkOf = new Map<Category, string>();
  // Children first: a category's chunk names the chunks of the collapsed categories inside it.
  const plan = (items: SidebarItem[]): void => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      plan(item.items);
      if (!item.collapsible || !item.collapsed) continue;
      const { file, source } = dataModule(prune(item.items, undefined, chunkOf));
      chunks.set(file, source);
      chunkOf.set(item, file);
    }
  };
  plan(sidebar);
  const paths = pathsHeld(sidebar);
  const trails = openTrails(sidebar, paths);
  const byTrail = new Map<string, string>();
  const skeleton = dataModule(prune(sidebar, undefined, chunkOf));
  const fill = `${CHUNK_DIR}/fill-${assetHash(SIDEBAR_FILL_SOURCE)}.js`;
  chunks.set(skeleton.file, skeleton.source);
  chunks.set(fill, SIDEBAR_FILL_SOURCE);
  const openChunks = chunksHolding(sidebar, paths, chunkOf);
  return {
    pruned: true,
    chunks,
    viewModules: (path) => ({ fill, skeleton: skeleton.file, open: openChunks.get(path) ?? [] }),
    viewJson(path) {
      const trail = trails.get(path) ?? '';
      let json = byTrail.get(trail);
      if (json === undefined) {
        json = JSON.stringify(prune(sidebar, path, chunkOf, paths));
        // The pages of a section come one after another, so the last few views serve nearly every call; kept for
        // the whole render phase, the views of 5000 sections (100 000 pages) grew the heap to its end.
        if (byTrail.size >= VIEWS_KEPT) byTrail.delete(byTrail.keys().next().value!);
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

/** The sidebar with every level longer than {@link LEVEL_MAX_ITEMS} cut into collapsed groups, deepest levels first; groups of groups where the groups are still too many. */
function groupLongLevels(items: SidebarItem[]): SidebarItem[] {
  let level = items.map((item) => (item.type === 'category' ? { ...item, items: groupLongLevels(item.items) } : item));
  // A group of groups is named by the first and last items it reaches.
  const ends = new Map<SidebarItem, [string, string]>();
  const endsOf = (item: SidebarItem): [string, string] => ends.get(item) ?? [itemLabel(item), itemLabel(item)];
  while (level.length > LEVEL_MAX_ITEMS) {
    const groups: SidebarItem[] = [];
    for (let start = 0; start < level.length; start += GROUP_SIZE) {
      const members = level.slice(start, start + GROUP_SIZE);
      const range: [string, string] = [endsOf(members[0]!)[0], endsOf(members.at(-1)!)[1]];
      const group: SidebarItem = { type: 'category', label: range[0] === range[1] ? range[0] : `${range[0]} – ${range[1]}`, items: members, collapsed: true, collapsible: true };
      ends.set(group, range);
      groups.push(group);
    }
    level = groups;
  }
  return level;
}

/** What a group's label calls an item: its label, or the text of an `html` item. */
function itemLabel(item: SidebarItem): string {
  return item.type === 'html' ? item.value.replace(/<[^>]*>/g, '').trim() : item.label;
}

/** A module of sidebar items, named by a hash of its text. */
function dataModule(items: SidebarItem[]): { file: string; source: string } {
  const source = `export default JSON.parse(${jsonLiteral(JSON.stringify(items))});`;
  return { file: `${CHUNK_DIR}/${assetHash(source)}.js`, source };
}

/** For each page, the chunks of the collapsed categories that hold it, outermost first (the categories a page shows open). */
function chunksHolding(items: SidebarItem[], paths: ReadonlyMap<Category, ReadonlySet<string>>, chunkOf: ReadonlyMap<Category, string>, into = new Map<string, string[]>()): Map<string, string[]> {
  for (const item of items) {
    if (item.type !== 'category') continue;
    const chunk = chunkOf.get(item);
    if (chunk !== undefined) {
      for (const path of paths.get(item)!) {
        const open = into.get(path);
        if (open) open.push(chunk);
        else into.set(path, [chunk]);
      }
    }
    chunksHolding(item.items, paths, chunkOf, into);
  }
  return into;
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
