import {
  decodeBucket,
  isSearchIndexRoot,
  SEARCH_FILE_EXTENSION,
  SEARCH_INDEX_ROOT_FILE,
  SEARCH_INDEX_VERSION,
  type DecodedTerm,
  type SearchFragment,
  type SearchIndexRoot,
} from '@quire/engine/search';

/** The two bytes every gzip member starts with. */
const GZIP_MAGIC = [0x1f, 0x8b] as const;

/** A hashed file's stem: its folder in the index and its name. */
const STEM = /^[a-z]+\/[\w-]+$/;

/** How the files are fetched: the browser's `fetch`, or a test's stand-in. */
export type SearchIndexFetch = (url: string, init?: RequestInit) => Promise<Response>;

/**
 * The files of the site's search index, fetched on demand and kept for the
 * session: the root (`index.json`, revalidated on its first load since it
 * is not named by its content), then term buckets, page tables and page
 * fragments by the stems the root and the tables name (`terms/<hash>`,
 * content-hashed, gzip-compressed `.bin` files, inflated here so the bytes
 * on the wire never depend on the host compressing them). A load that
 * failed is forgotten, so the next search (the Retry button) fetches it
 * again; a hashed file the server no longer has also drops the root, since
 * the site was built again since it was read.
 */
export class SearchIndexFiles {
  readonly #indexUrl: string;
  readonly #fetch: SearchIndexFetch;
  #root: Promise<SearchIndexRoot> | undefined;
  readonly #files = new Map<string, Promise<unknown>>();

  /**
   * @param indexUrl The index's folder with a trailing slash: the site's base URL plus `search-index/`.
   * @param fetcher Defaults to the browser's `fetch`.
   */
  constructor(indexUrl: string, fetcher: SearchIndexFetch = (url, init) => fetch(url, init)) {
    this.#indexUrl = indexUrl;
    this.#fetch = fetcher;
  }

  /** The index's root: page count, bucket keys, page tables. */
  root(): Promise<SearchIndexRoot> {
    if (!this.#root) {
      const loading = this.#get(SEARCH_INDEX_ROOT_FILE, { cache: 'no-cache' }).then(async (response) => readRoot(await response.json()));
      this.#root = loading;
      loading.catch(() => {
        if (this.#root === loading) this.#root = undefined;
      });
    }
    return this.#root;
  }

  /** The term bucket stored as `<stem>.bin`, decoded: its terms, sorted, with their postings. */
  bucket(stem: string): Promise<DecodedTerm[]> {
    return this.#binary(stem, (bytes, file) => {
      try {
        return decodeBucket(bytes);
      } catch (cause) {
        throw new Error(`The search index's ${file} is damaged (${(cause as Error).message}): rebuild the site`);
      }
    });
  }

  /** The page table stored as `<stem>.bin`: the fragment stem of each of its pages. */
  pageTable(stem: string): Promise<string[]> {
    return this.#binary(stem, (bytes, file) => {
      const table: unknown = JSON.parse(new TextDecoder().decode(bytes));
      if (!Array.isArray(table) || !table.every((entry) => typeof entry === 'string')) throw new Error(`The search index's ${file} is not a page table: rebuild the site`);
      return table as string[];
    });
  }

  /** The fragment stored as `<stem>.bin`: a page's URL, title and sections. */
  fragment(stem: string): Promise<SearchFragment> {
    return this.#binary(stem, (bytes) => JSON.parse(new TextDecoder().decode(bytes)) as SearchFragment);
  }

  /** A hashed file, fetched once, inflated and read by `read`; forgotten if any of that fails. */
  #binary<T>(stem: string, read: (bytes: Uint8Array, file: string) => T): Promise<T> {
    let file = this.#files.get(stem) as Promise<T> | undefined;
    if (!file) {
      // Stems are `terms/<hash>`: nothing the index lists can point out of its folder.
      if (!STEM.test(stem)) return Promise.reject(new Error(`The search index names a file "${stem}" it cannot have: rebuild the site`));
      const name = `${stem}${SEARCH_FILE_EXTENSION}`;
      const loading = this.#get(name)
        .then(async (response) => read(await inflate(await response.arrayBuffer()), name))
        .catch((error: unknown) => {
          this.#files.delete(stem);
          throw error;
        });
      this.#files.set(stem, loading);
      file = loading;
    }
    return file;
  }

  /** Fetches `name` under the index's folder; an error names the file and the status. */
  async #get(name: string, init?: RequestInit): Promise<Response> {
    const response = await this.#fetch(`${this.#indexUrl}${name}`, init);
    if (!response.ok) {
      if (response.status === 404 && name !== SEARCH_INDEX_ROOT_FILE) this.#root = undefined;
      throw new Error(`The search index's ${name} answered ${response.status}`);
    }
    return response;
  }
}

/**
 * Inflates a gzip file with the browser's own `DecompressionStream`. Bytes
 * that are not gzip are taken as they are: a host that served the file
 * with `Content-Encoding: gzip` had the browser inflate it already.
 */
async function inflate(buffer: ArrayBuffer): Promise<Uint8Array> {
  const bytes = new Uint8Array(buffer);
  if (bytes[0] !== GZIP_MAGIC[0] || bytes[1] !== GZIP_MAGIC[1]) return bytes;
  const stream = new Blob([buffer]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The root as JSON, checked enough that a wrong file fails with a clear message, not deep in a search. */
function readRoot(json: unknown): SearchIndexRoot {
  if (!isSearchIndexRoot(json)) {
    throw new Error(`The search index's ${SEARCH_INDEX_ROOT_FILE} is not a version ${SEARCH_INDEX_VERSION} index: rebuild the site with this theme's engine`);
  }
  return json;
}
