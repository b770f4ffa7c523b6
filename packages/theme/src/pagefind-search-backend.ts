import { SEARCH_SHARDS_FILE } from '@quire/engine/client';
import { excerptParts } from './excerpt-parts.js';
import type { SearchBackend, SearchHit, SearchResultGroup } from './search-result.js';

/** The parts of Pagefind's browser client (`pagefind/pagefind.js`) the theme uses. */
interface PagefindClient {
  options(options: { baseUrl?: string; basePath?: string; excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
  mergeIndex(indexPath: string, options: { baseUrl?: string; excerptLength?: number }): Promise<void>;
  search(query: string): Promise<{ results: Array<{ data(): Promise<PagefindPage> }> } | null>;
}

/** A heading Pagefind saw on a page. */
interface PagefindAnchor {
  element: string;
  id: string;
  text?: string;
  location: number;
}

/** One result page as Pagefind's client returns it. */
interface PagefindPage {
  url: string;
  meta: { title?: string };
  excerpt: string;
  anchors: PagefindAnchor[];
  sub_results: Array<{ title: string; url: string; excerpt: string; anchor?: PagefindAnchor }>;
}

/** Most hits shown under one page: the best sections, not the whole page. */
const HITS_PER_PAGE = 3;

/**
 * The built-in search: Pagefind's client and index, written by the build's
 * search phase to `pagefind/` under the base URL, loaded on the first query:
 * first the list of the index's shards (`shards.json`), then the first
 * one's client, which merges the others. Pagefind then fetches only the
 * index chunks and page fragments each query needs. A load that failed (offline, a server error) is forgotten, so the
 * next search — the Retry button — loads again; the client is imported with
 * a fresh query string then, since a browser keeps a failed module import.
 */
export class PagefindSearchBackend implements SearchBackend {
  readonly #indexUrl: string;
  #client: Promise<PagefindClient> | undefined;
  #attempt = 0;

  /** @param indexUrl The folder of the index, with trailing slash: the site's base URL plus `pagefind/`. */
  constructor(indexUrl: string) {
    this.#indexUrl = indexUrl;
  }

  async search(query: string, limit: number): Promise<SearchResultGroup[]> {
    const client = await this.#load();
    const found = await client.search(query);
    // `null` means a newer search superseded this one; the caller drops stale answers anyway.
    const pages = await Promise.all((found?.results ?? []).slice(0, limit).map((result) => result.data()));
    return pages.map(toGroup);
  }

  #load(): Promise<PagefindClient> {
    if (!this.#client) {
      const attempt = this.#attempt++;
      const retry = attempt > 0 ? `?retry=${attempt}` : '';
      this.#client = (async () => {
        // The index's folders: a large site's index is split in shards, which Pagefind merges into one search.
        const response = await fetch(`${this.#indexUrl}${SEARCH_SHARDS_FILE}${retry}`);
        if (!response.ok) throw new Error(`The search index's ${SEARCH_SHARDS_FILE} answered ${response.status}`);
        const [first = '', ...others] = shardFolders(await response.json());
        // A runtime URL: the client is Pagefind's own file in the output, not part of the bundle.
        const client = (await import(/* @vite-ignore */ `${this.#indexUrl}${first}pagefind.js${retry}`)) as PagefindClient;
        // Route paths, without the base URL: the theme's links add it.
        const options = { baseUrl: '/', excerptLength: 24 };
        await client.options({ basePath: `${this.#indexUrl}${first}`, ...options });
        await client.init();
        await Promise.all(others.map((folder) => client.mergeIndex(`${this.#indexUrl}${folder}`, options)));
        return client;
      })();
      this.#client.catch(() => (this.#client = undefined));
    }
    return this.#client;
  }
}

/** A Pagefind result page as the theme's result group: its best sections with their heading paths. */
function toGroup(page: PagefindPage): SearchResultGroup {
  const title = page.meta.title ?? page.url;
  const headings = page.anchors.filter((a) => /^h[2-6]$/i.test(a.element)).sort((a, b) => a.location - b.location);
  const hits: SearchHit[] = page.sub_results.slice(0, HITS_PER_PAGE).map((sub) => ({
    url: sub.url,
    heading: sub.anchor ? sub.title : title,
    path: sub.anchor ? headingPath(headings, sub.anchor) : [],
    excerpt: excerptParts(sub.excerpt),
  }));
  if (hits.length === 0) hits.push({ url: page.url, heading: title, path: [], excerpt: excerptParts(page.excerpt) });
  return { url: page.url, title, hits };
}

/**
 * The folders `shards.json` lists, relative to the index folder: plain
 * names ending in `/`, or the empty string for the index folder itself.
 * Anything else (a URL elsewhere, a climb out of the folder) is refused.
 */
export function shardFolders(listed: unknown): string[] {
  const valid = (folder: unknown): folder is string => typeof folder === 'string' && /^([\w-]+\/)?$/.test(folder);
  if (!Array.isArray(listed) || listed.length === 0 || !listed.every(valid)) throw new Error('The search index lists no valid shards');
  return listed;
}

/** The headings above `anchor`: for each level above its own, the nearest heading before it. */
export function headingPath(headings: PagefindAnchor[], anchor: PagefindAnchor): string[] {
  const level = (a: PagefindAnchor) => Number(a.element.slice(1));
  const path: string[] = [];
  let ceiling = level(anchor);
  for (let i = headings.findIndex((h) => h.location >= anchor.location) - 1; i >= 0 && ceiling > 2; i--) {
    const heading = headings[i]!;
    if (level(heading) < ceiling) {
      path.unshift(heading.text ?? heading.id);
      ceiling = level(heading);
    }
  }
  return path;
}
