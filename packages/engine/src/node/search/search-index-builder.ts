import { gzipSync } from 'node:zlib';
import {
  BUCKET_TARGET_BYTES,
  PAGE_TABLE_SIZE,
  SEARCH_FILE_EXTENSION,
  SEARCH_INDEX_VERSION,
  varintLength,
  writeVarint,
  type SearchIndexRoot,
} from '../../shared/search-index-format.js';
import { searchTerm } from '../../shared/search-terms.js';
import { cutTermBuckets, type EncodedTerm } from './cut-term-buckets.js';
import { pageTermWeights } from './page-term-weights.js';
import { searchFileStem as stem } from './search-file-stem.js';
import { searchFragment } from './search-fragment.js';
import type { SearchIndexPageInput } from './search-index-page-input.js';

export type { SearchIndexPageInput } from './search-index-page-input.js';

/**
 * gzip level of the index's files. Measured on the 10 000-page bench corpus
 * (48 MB of text): level 9 made no smaller files than 6 (15.3 MB of
 * fragments, 0.8 MB of buckets); level 1 made the fragments 4 % larger for
 * 0.3 s less of one core.
 */
export const SEARCH_GZIP_LEVEL = 6;

/** A file of the index folder: its path relative to the folder (`terms/<hash>.bin`), its bytes made on demand. */
export interface SearchIndexFile {
  path: string;
  /** The file's bytes (gzip-compressed); made when first asked for, so a file the last build left alike costs only its name. */
  bytes(): Uint8Array;
}

/** A growable typed array. */
class Grow<T extends Uint8Array | Uint32Array> {
  length = 0;
  constructor(
    public array: T,
    private readonly make: (size: number) => T,
  ) {}

  push(value: number): void {
    if (this.length === this.array.length) this.resize(this.length + 1);
    this.array[this.length++] = value;
  }

  /** Makes room for index `size - 1`, zero-filled. */
  resize(size: number): void {
    if (size <= this.array.length) return;
    const grown = this.make(Math.max(size, this.array.length * 2));
    grown.set(this.array);
    this.array = grown;
  }
}

/** The most bytes a term number takes as a varint (below 2^35). */
const MAX_VARINT_BYTES = 5;

/** Most tokens {@link SearchIndexBuilder} remembers the term of. */
const TOKEN_MEMO_LIMIT = 200_000;

const uint32 = (size: number) => new Uint32Array(size);
const uint8 = (size: number) => new Uint8Array(size);

/**
 * Builds Quire's search index (see `search-index-format.ts`) one page at a
 * time, in page-number order. Postings are kept compactly: per posting a term
 * number (a varint) and a weight byte in growable typed arrays (a 100 000-page
 * site has some 30 million), per term its df and the size of its delta-coded
 * pages, so that `files` lays every term's postings out in one buffer without
 * sorting them.
 */
export class SearchIndexBuilder {
  /**
   * Term number of tokens seen, so a common word is stemmed and looked up
   * once; emptied past {@link TOKEN_MEMO_LIMIT}, so a site's rare tokens
   * (numbers, names) are not all kept twice.
   */
  private readonly tokenTerms = new Map<string, number>();
  private readonly termIds = new Map<string, number>();
  private readonly terms: string[] = [];
  private readonly df = new Grow(new Uint32Array(1024), uint32);
  /** Page number + 1 of each term's last posting (0: none yet). */
  private readonly lastPage = new Grow(new Uint32Array(1024), uint32);
  private readonly deltaBytes = new Grow(new Uint32Array(1024), uint32);
  /**
   * Each posting's term number as an unsigned LEB128 varint, in page order. Terms are numbered as they first
   * come, so the words most pages share have small numbers: on the bench corpus a posting's term took one
   * byte here rather than four (at 100 000 pages, ~30 MB rather than ~120 MB, before the array's room to grow).
   */
  private readonly postingTerms = new Grow(new Uint8Array(1 << 16), uint8);
  private readonly postingWeights = new Grow(new Uint8Array(1 << 16), uint8);
  /** Where each page's postings end in `postingTerms` (a byte offset). */
  private readonly pageEnds = new Grow(new Uint32Array(1024), uint32);
  private readonly fragments: string[] = [];
  /** A page's weight byte by term number; one map, cleared for each page. */
  private readonly frequency = new Map<number, number>();
  private finished = false;

  constructor(
    private readonly options: { bucketTargetBytes?: number; gzipLevel?: number } = {},
  ) {}

  /** How many pages were added. */
  get pages(): number {
    return this.fragments.length;
  }

  /**
   * Indexes the next page (page number {@link pages}) and returns its
   * fragment file, which the caller writes (or links from the last build).
   */
  addPage(page: SearchIndexPageInput): SearchIndexFile {
    if (this.finished) throw new Error('SearchIndexBuilder: addPage after files()');
    const pageNumber = this.fragments.length;
    for (const [id, weight] of pageTermWeights(page, (token) => this.termOf(token), this.frequency)) {
      const terms = this.postingTerms;
      terms.resize(terms.length + MAX_VARINT_BYTES);
      terms.length = writeVarint(terms.array, terms.length, id);
      this.postingWeights.push(weight);
      this.df.array[id]!++;
      const last = this.lastPage.array[id]!;
      this.deltaBytes.array[id]! += varintLength(last === 0 ? pageNumber : pageNumber - (last - 1));
      this.lastPage.array[id] = pageNumber + 1;
    }
    this.pageEnds.push(this.postingTerms.length);

    const json = JSON.stringify(searchFragment(page));
    const path = stem('fragments', json);
    this.fragments.push(path);
    return { path: path + SEARCH_FILE_EXTENSION, bytes: () => this.gzip(json) };
  }

  /** The term number of a token, new terms numbered as they come. */
  private termOf(token: string): number {
    let id = this.tokenTerms.get(token);
    if (id !== undefined) return id;
    if (this.tokenTerms.size >= TOKEN_MEMO_LIMIT) this.tokenTerms.clear();
    const term = searchTerm(token);
    id = this.termIds.get(term);
    if (id === undefined) {
      id = this.terms.length;
      this.terms.push(term);
      this.termIds.set(term, id);
      for (const counts of [this.df, this.lastPage, this.deltaBytes]) counts.resize(id + 1);
    }
    this.tokenTerms.set(token, id);
    return id;
  }

  /**
   * Ends the index: its root, and its term buckets and page tables (the
   * fragments came from `addPage`). The builder takes no more pages after.
   */
  files(): { root: SearchIndexRoot; files: SearchIndexFile[] } {
    this.finished = true;
    this.tokenTerms.clear();
    const { buckets, split } = cutTermBuckets(this.encodeTerms(), this.options.bucketTargetBytes ?? BUCKET_TARGET_BYTES, (raw) => this.gzip(raw));
    const files: SearchIndexFile[] = [];
    const root: SearchIndexRoot = { version: SEARCH_INDEX_VERSION as 1, pages: this.fragments.length, buckets: {}, split, tables: [] };
    const named = new Set<string>();
    for (const bucket of buckets) {
      const path = stem('terms', bucket.raw);
      root.buckets[bucket.prefix] = path;
      // Split keys whose buckets hold no term share one file: it is listed once, so it is not written over
      // itself (or, linked from the last build, written through the link into the last output).
      if (named.has(path)) continue;
      named.add(path);
      files.push({ path: path + SEARCH_FILE_EXTENSION, bytes: () => bucket.compressed });
    }
    for (let from = 0; from < this.fragments.length; from += PAGE_TABLE_SIZE) {
      const json = JSON.stringify(this.fragments.slice(from, from + PAGE_TABLE_SIZE));
      const path = stem('pages', json);
      root.tables.push(path);
      files.push({ path: path + SEARCH_FILE_EXTENSION, bytes: () => this.gzip(json) });
    }
    return { root, files };
  }

  /**
   * Every term with its postings encoded, sorted by term: one buffer holds
   * them all, each term's slice laid out from its df and delta size, filled
   * in one pass over the postings in page order.
   */
  private encodeTerms(): EncodedTerm[] {
    const termCount = this.terms.length;
    const df = this.df.array;
    const starts = new Float64Array(termCount + 1);
    for (let id = 0; id < termCount; id++) starts[id + 1] = starts[id]! + varintLength(df[id]!) + this.deltaBytes.array[id]! + df[id]!;
    const buffer = new Uint8Array(starts[termCount]!);
    const deltaAt = new Float64Array(termCount);
    const weightAt = new Float64Array(termCount);
    for (let id = 0; id < termCount; id++) {
      deltaAt[id] = writeVarint(buffer, starts[id]!, df[id]!);
      weightAt[id] = deltaAt[id]! + this.deltaBytes.array[id]!;
    }
    const last = new Uint32Array(termCount);
    const terms = this.postingTerms.array;
    const weights = this.postingWeights.array;
    let at = 0;
    let posting = 0;
    for (let page = 0; page < this.pageEnds.length; page++) {
      const end = this.pageEnds.array[page]!;
      while (at < end) {
        let id = 0;
        let scale = 1;
        let byte: number;
        do {
          byte = terms[at++]!;
          id += (byte & 0x7f) * scale;
          scale *= 128;
        } while (byte >= 0x80);
        const previous = last[id]!;
        deltaAt[id] = writeVarint(buffer, deltaAt[id]!, previous === 0 ? page : page - (previous - 1));
        last[id] = page + 1;
        buffer[weightAt[id]!++] = weights[posting++]!;
      }
    }
    // The postings are in the buffer now.
    this.postingTerms.array = new Uint8Array(0);
    this.postingWeights.array = new Uint8Array(0);
    const order = Array.from({ length: termCount }, (_, id) => id).sort((a, b) => (this.terms[a]! < this.terms[b]! ? -1 : 1));
    return order.map((id) => ({ term: this.terms[id]!, postings: buffer.subarray(starts[id]!, starts[id + 1]!) }));
  }

  private gzip(data: Uint8Array | string): Uint8Array {
    return gzipSync(data, { level: this.options.gzipLevel ?? SEARCH_GZIP_LEVEL });
  }
}
