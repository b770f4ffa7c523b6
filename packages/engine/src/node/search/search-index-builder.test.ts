import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bucketOf, decodeBucket, PAGE_TABLE_SIZE, prefixBuckets, type DecodedTerm, type SearchFragment, type SearchIndexRoot } from '../../shared/search-index-format.js';
import { SearchIndexBuilder, type SearchIndexPageInput } from './search-index-builder.js';

const page = (url: string, title: string, ...sections: Array<[anchor: string, heading: string, text: string, code?: string[]]>): SearchIndexPageInput => ({
  url,
  title,
  sections: sections.map(([anchor, heading, text, code = []]) => ({ anchor, heading, depth: anchor ? 2 : 1, text, code })),
});

const PAGES = [
  page('/docs/create-slice', 'createSlice', ['', 'createSlice', 'A function that accepts an initial state.'], ['usage', 'Usage', 'Call it with reducers.', ['configureStore']]),
  page('/docs/store', 'Configuring the store', ['', 'Configuring the store', 'The store holds the state. Reducers update it.']),
  page('/docs/cafe', 'Café', ['', 'Café', 'Naïve text about the store.']),
];

/** Builds `pages` and reads every file back with the shared decoder. */
function build(pages: readonly SearchIndexPageInput[], options?: { bucketTargetBytes?: number }) {
  const builder = new SearchIndexBuilder(options);
  const fragmentFiles = pages.map((p) => builder.addPage(p));
  const { root, files } = builder.files();
  const bytes = new Map([...fragmentFiles, ...files].map((file) => [file.path, gunzipSync(file.bytes())]));
  const json = (stem: string) => JSON.parse(bytes.get(`${stem}.bin`)!.toString('utf8')) as unknown;
  const bucket = (key: string) => decodeBucket(bytes.get(`${root.buckets[key]}.bin`)!);
  /** A term's postings, found as the browser finds them. */
  const lookup = (term: string): DecodedTerm | undefined => {
    const key = bucketOf(root, term);
    return key === undefined ? undefined : bucket(key).find((t) => t.term === term);
  };
  return { root, files, fragmentFiles, bytes, json, bucket, lookup };
}

describe('SearchIndexBuilder', () => {
  it('writes each term with its pages in order, stemmed, camelCase parts and diacritics included', () => {
    const { root, lookup } = build(PAGES);
    expect(root).toMatchObject({ version: 1, pages: 3, split: [] });
    // Page 0 has it as a part of the code identifier `configureStore`.
    expect([...lookup('store')!.pages]).toEqual([0, 1, 2]);
    expect([...lookup('reduc')!.pages]).toEqual([0, 1]);
    expect([...lookup('createslic')!.pages]).toEqual([0]);
    expect([...lookup('slice')!.pages]).toEqual([0]);
    expect([...lookup('configurestor')!.pages]).toEqual([0]);
    expect([...lookup('cafe')!.pages]).toEqual([2]);
    expect([...lookup('naiv')!.pages]).toEqual([2]);
    expect(lookup('reducers')).toBeUndefined();
    expect(lookup('zebra')).toBeUndefined();
  });

  it('keeps every posting of a site with more terms than one varint byte numbers (past 128 and 16 384)', () => {
    // Term numbers past 127 take two bytes, past 16 383 three: each page brings new words and repeats the first page's.
    const word = (n: number) => `w${n.toString(36)}x`;
    const pages = Array.from({ length: 60 }, (_, p) => {
      const own = Array.from({ length: 300 }, (_, i) => word(p * 300 + i)).join(' ');
      return page(`/docs/p${p}`, `Page ${p}`, ['', `Page ${p}`, `${own} ${word(0)} ${word(17_000)}`]);
    });
    const { lookup } = build(pages);
    expect([...lookup(word(0))!.pages]).toEqual(Array.from({ length: 60 }, (_, p) => p));
    expect([...lookup(word(17_000))!.pages]).toEqual(Array.from({ length: 60 }, (_, p) => p));
    expect([...lookup(word(150))!.pages]).toEqual([0]);
    expect([...lookup(word(59 * 300 + 299))!.pages]).toEqual([59]);
  });

  it('weighs a word in the title above the same word in prose, and more occurrences above fewer', () => {
    const { lookup } = build(PAGES);
    const store = lookup('store')!;
    // Page 1 has "store" in its title and twice in prose; page 2 once in prose; page 0 once in code.
    expect(store.weights[1]).toBeGreaterThan(store.weights[2]!);
    expect(store.weights[1]).toBeGreaterThan(store.weights[0]!);
    const state = lookup('state')!;
    expect([...state.pages]).toEqual([0, 1]);
    for (const weight of [...store.weights, ...state.weights]) expect(weight).toBeGreaterThanOrEqual(1);
  });

  it('writes one fragment per page (code identifiers only where a section has some), and page tables of 256 fragment stems in page order', () => {
    const many = Array.from({ length: PAGE_TABLE_SIZE + 3 }, (_, i) => page(`/p/${i}`, `Page ${i}`, ['', `Page ${i}`, `word${i}`]));
    const { root, json, fragmentFiles } = build([PAGES[0]!, ...many]);
    expect(root.tables).toHaveLength(2);
    const tables = root.tables.map((stem) => json(stem) as string[]);
    expect(tables[0]).toHaveLength(PAGE_TABLE_SIZE);
    expect(tables[1]).toHaveLength(4);
    expect(tables.flat().map((stem) => `${stem}.bin`)).toEqual(fragmentFiles.map((file) => file.path));
    const first = json(tables[0]![0]!) as SearchFragment;
    expect(first).toEqual({
      url: '/docs/create-slice',
      title: 'createSlice',
      sections: [
        { anchor: '', heading: 'createSlice', depth: 1, text: 'A function that accepts an initial state.' },
        { anchor: 'usage', heading: 'Usage', depth: 2, text: 'Call it with reducers.', code: ['configureStore'] },
      ],
    });
    expect(json(tables[1]![3]!)).toMatchObject({ url: `/p/${PAGE_TABLE_SIZE + 2}` });
  });

  it('names files by their content: the same pages give the same files, another page another fragment', () => {
    const once = build(PAGES);
    const again = build(PAGES);
    expect(again.root).toEqual(once.root);
    const edited = build([PAGES[0]!, PAGES[1]!, page('/docs/cafe', 'Café', ['', 'Café', 'Other text.'])]);
    expect(edited.fragmentFiles.map((f) => f.path).slice(0, 2)).toEqual(once.fragmentFiles.map((f) => f.path).slice(0, 2));
    expect(edited.fragmentFiles[2]!.path).not.toBe(once.fragmentFiles[2]!.path);
  });

  it('splits a bucket past the target by the next character, keeping the term equal to its key in it', () => {
    const words = ['s', 'sa', 'sab', 'sb', 'sc', 'sd', 'se', 'sf', 'sg', 'sh', 'si', 'a'];
    const pages = Array.from({ length: 40 }, (_, i) => page(`/p/${i}`, `T${i}`, ['', `T${i}`, words.join(' ')]));
    const { root, bucket, lookup } = build(pages, { bucketTargetBytes: 60 });
    expect(root.split).toContain('s');
    expect(bucket('s').map((t) => t.term)).toEqual(['s']);
    expect(root.buckets).toHaveProperty('sa');
    for (const word of words) expect([...lookup(word)!.pages]).toEqual(Array.from({ length: 40 }, (_, i) => i));
    // A bucket small enough, or one whose terms are all its key, is not split.
    expect(root.split).not.toContain('a');
    // More than four child buckets: a prefix search of `s` fetches its own bucket only.
    expect(prefixBuckets(root, 's')).toEqual(['s']);
    expect(prefixBuckets(root, 'sa')).toEqual(root.split.includes('sa') ? ['sa', 'sab'] : ['sa']);
  });

  it('lists a file once when split keys whose buckets hold no term share it', () => {
    const words = ['sa', 'sb', 'sc', 'sd', 'ta', 'tb', 'tc', 'td'];
    const pages = Array.from({ length: 40 }, (_, i) => page(`/p/${i}`, 'Words', ['', 'Words', words.join(' ')]));
    const { root, files } = build(pages, { bucketTargetBytes: 10 });
    expect(root.split).toEqual(expect.arrayContaining(['s', 't']));
    expect(root.buckets.s).toBe(root.buckets.t);
    const paths = files.map((file) => file.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('makes an empty index for no pages', () => {
    const { root, files } = build([]);
    expect(root).toEqual({ version: 1, pages: 0, buckets: {}, split: [], tables: [] } satisfies SearchIndexRoot);
    expect(files).toEqual([]);
  });
});
