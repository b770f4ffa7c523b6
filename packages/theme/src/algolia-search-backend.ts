import { liteClient } from 'algoliasearch/lite';
import type { DocSearchOptions } from '@quire/engine/client';
import { excerptParts } from './excerpt-parts.js';
import type { SearchBackend, SearchHit, SearchResultGroup } from './search-result.js';

/** The fields of a DocSearch record the page reads (the crawler's v3 schema). */
interface DocSearchRecord {
  url: string;
  url_without_anchor?: string;
  anchor?: string | null;
  type?: string;
  hierarchy: Record<`lvl${0 | 1 | 2 | 3 | 4 | 5 | 6}`, string | null>;
  content?: string | null;
  _snippetResult?: { content?: { value: string } };
}

/** Markers Algolia wraps matches in; read back as marked text by `excerptParts`, never as HTML. */
const PRE = '<mark>';
const POST = '</mark>';

/**
 * The `/search` page's results when the site uses DocSearch: the same
 * Algolia index the navbar's DocSearch modal queries, through Algolia's lite
 * search client, grouped by page like the built-in search's. `hosts`
 * (config `search.docsearch.hosts`) points the client at a proxy or a
 * stand-in server instead of Algolia's own hosts.
 */
export class AlgoliaSearchBackend implements SearchBackend {
  readonly #client: ReturnType<typeof liteClient>;
  readonly #indexName: string;
  readonly #siteUrl: string;

  /** @param siteUrl The site's origin plus base URL; record URLs under it become route paths. */
  constructor(options: DocSearchOptions, siteUrl: string) {
    this.#client = algoliaClient(options);
    this.#indexName = options.indexName;
    this.#siteUrl = siteUrl;
  }

  async search(query: string, limit: number): Promise<SearchResultGroup[]> {
    const { results } = await this.#client.search<DocSearchRecord>({
      requests: [
        {
          indexName: this.#indexName,
          query,
          hitsPerPage: limit * 3,
          attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
          attributesToSnippet: ['content:24'],
          snippetEllipsisText: '…',
          highlightPreTag: PRE,
          highlightPostTag: POST,
        },
      ],
    });
    const first = results[0];
    const hits = first && 'hits' in first ? first.hits : [];
    const groups = new Map<string, SearchResultGroup>();
    for (const record of hits) {
      const page = this.#routeOf(record.url_without_anchor ?? record.url.replace(/#.*$/, ''));
      const levels = [2, 3, 4, 5, 6].map((n) => record.hierarchy[`lvl${n}` as 'lvl2']).filter((v): v is string => !!v);
      const title = record.hierarchy.lvl1 ?? page;
      let group = groups.get(page);
      if (!group) {
        if (groups.size >= limit) continue;
        group = { url: page, title, hits: [] };
        groups.set(page, group);
      }
      const hit: SearchHit = {
        url: this.#routeOf(record.url),
        heading: levels[levels.length - 1] ?? title,
        path: levels.slice(0, -1),
        excerpt: excerptParts(record._snippetResult?.content?.value ?? record.content ?? '', PRE, POST),
      };
      if (group.hits.length < 3 && !group.hits.some((h) => h.url === hit.url)) group.hits.push(hit);
    }
    return [...groups.values()];
  }

  /** A record's absolute URL as a route path when it is a page of this site; other URLs stay as they are. */
  #routeOf(url: string): string {
    return url.startsWith(this.#siteUrl) ? '/' + url.slice(this.#siteUrl.length) : url;
  }
}

/** Algolia's lite client for the site's DocSearch app, on the configured hosts if any. */
export function algoliaClient(options: DocSearchOptions): ReturnType<typeof liteClient> {
  const hosts = options.hosts?.map((origin) => {
    const url = new URL(origin);
    return { url: url.host, protocol: url.protocol.replace(':', '') as 'http' | 'https', accept: 'read' as const };
  });
  return liteClient(options.appId, options.apiKey, hosts ? { hosts } : undefined);
}
