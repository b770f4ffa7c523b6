import { gzipSync } from 'node:zlib';
import { PAGE_TABLE_SIZE, searchTerm, searchTokens, type SearchFragment, type SearchIndexRoot } from '@quire/engine/search';

/** A search index written in memory, as the build's layout describes it, and a `fetch` that serves it. */
export interface SearchIndexFixture {
  root: SearchIndexRoot;
  /** File path under the index folder (`index.json`, `terms/b0.bin`) → body. */
  files: Map<string, Uint8Array>;
}

/** Unsigned LEB128, as the bucket layout stores every integer. */
function varint(value: number, out: number[]): void {
  while (value >= 0x80) {
    out.push((value & 0x7f) | 0x80);
    value = Math.floor(value / 0x80);
  }
  out.push(value);
}

/**
 * Indexes `pages` (page number = position) the way the spec lays the index
 * out: terms from the shared tokenizer, a weight of 40 per occurrence (title
 * 8 times that) up to 255, one bucket per first character unless a key in
 * `split` asks for children, page tables of `PAGE_TABLE_SIZE` pages. Written here
 * from the spec, not with the engine's writer, so a test of the reader also
 * checks that the reader follows the spec.
 */
export function searchIndexFixture(pages: SearchFragment[], { split = [] as string[] } = {}): SearchIndexFixture {
  const postings = new Map<string, Map<number, number>>();
  const add = (text: string, page: number, boost: number) => {
    for (const token of searchTokens(text)) {
      const term = searchTerm(token);
      const onPage = postings.get(term) ?? new Map<number, number>();
      onPage.set(page, Math.min(255, (onPage.get(page) ?? 0) + 40 * boost));
      postings.set(term, onPage);
    }
  };
  pages.forEach((page, n) => {
    add(page.title, n, 8);
    for (const section of page.sections) {
      add(section.heading, n, 4);
      add(section.text, n, 1);
    }
  });
  const keyOf = (term: string) => {
    let key = term.slice(0, 1);
    while (split.includes(key) && term.length > key.length) key = term.slice(0, key.length + 1);
    return key;
  };
  const byKey = new Map<string, string[]>(split.map((key) => [key, []]));
  for (const term of [...postings.keys()].sort()) byKey.set(keyOf(term), [...(byKey.get(keyOf(term)) ?? []), term]);

  const files = new Map<string, Uint8Array>();
  const buckets: Record<string, string> = {};
  [...byKey.keys()].sort().forEach((key, b) => {
    const terms = byKey.get(key)!;
    const bytes: number[] = [];
    varint(terms.length, bytes);
    for (const term of terms) {
      const utf8 = new TextEncoder().encode(term);
      varint(utf8.length, bytes);
      bytes.push(...utf8);
    }
    for (const term of terms) {
      const onPage = [...postings.get(term)!].sort(([a], [b]) => a - b);
      varint(onPage.length, bytes);
      onPage.forEach(([page], i) => varint(page - (i > 0 ? onPage[i - 1]![0] : 0), bytes));
      bytes.push(...onPage.map(([, weight]) => weight));
    }
    buckets[key] = `terms/b${b}`;
    files.set(`terms/b${b}.bin`, gzipSync(Uint8Array.from(bytes)));
  });
  const tables: string[] = [];
  for (let start = 0; start < pages.length; start += PAGE_TABLE_SIZE) {
    const k = tables.length;
    const stems = pages.slice(start, start + PAGE_TABLE_SIZE).map((page, i) => {
      files.set(`fragments/f${start + i}.bin`, gzipSync(JSON.stringify(page)));
      return `fragments/f${start + i}`;
    });
    tables.push(`pages/t${k}`);
    files.set(`pages/t${k}.bin`, gzipSync(JSON.stringify(stems)));
  }
  const root: SearchIndexRoot = { version: 1, pages: pages.length, buckets, split, tables };
  files.set('index.json', new TextEncoder().encode(JSON.stringify(root)));
  return { root, files };
}

/** A request the stand-in `fetch` answered. */
export interface FetchedFile {
  path: string;
  cache?: RequestCache;
}

/**
 * A `fetch` serving `fixture` under `indexUrl`: it records each request
 * (path under the index folder), and answers 503 to the paths `failing`
 * holds at the time of the request, 404 to files it does not have.
 */
export function fixtureFetch(fixture: SearchIndexFixture, indexUrl: string, failing = new Set<string>()) {
  const fetched: FetchedFile[] = [];
  const fetcher = async (url: string, init?: RequestInit): Promise<Response> => {
    if (!url.startsWith(indexUrl)) throw new Error(`fetched outside the index: ${url}`);
    const path = url.slice(indexUrl.length);
    fetched.push(init?.cache ? { path, cache: init.cache } : { path });
    if (failing.has(path)) return new Response('down', { status: 503 });
    const body = fixture.files.get(path);
    return body ? new Response(new Uint8Array(body)) : new Response('not found', { status: 404 });
  };
  return { fetcher, fetched, failing };
}
