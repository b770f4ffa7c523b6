import { SEARCH_INDEX_DIR, type SiteData } from '@quire/engine/client';
import type { SearchBackend } from './search-result.js';

// One backend per site for the page's lifetime, shared by the modal and the
// search page, so the index files loaded once serve both.
const backends = new WeakMap<SiteData, Promise<SearchBackend>>();

/**
 * The search backend of a site: DocSearch's Algolia index when the config
 * sets `search.docsearch`, else the site's own index (`search-index/`
 * under the base URL). Each backend's code is its own chunk, loaded on the first call.
 */
export function searchBackendFor(site: SiteData): Promise<SearchBackend> {
  let backend = backends.get(site);
  if (!backend) {
    const { docsearch } = site.search;
    backend = docsearch
      ? import('./algolia-search-backend.js').then((m) => new m.AlgoliaSearchBackend(docsearch, site.url.replace(/\/$/, '') + site.baseUrl))
      : import('./quire-search-backend.js').then((m) => new m.QuireSearchBackend(`${site.baseUrl}${SEARCH_INDEX_DIR}/`));
    // A chunk that failed to load is asked for again next time.
    backend.catch(() => backends.delete(site));
    backends.set(site, backend);
  }
  return backend;
}
