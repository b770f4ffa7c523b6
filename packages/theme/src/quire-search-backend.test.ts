import type { SearchFragment } from '@quire/engine/search';
import { describe, expect, it } from 'vitest';
import { QuireSearchBackend } from './quire-search-backend.js';
import { fixtureFetch, searchIndexFixture } from './test-support/search-index-fixture.js';

const INDEX = '/base/search-index/';

const fruit = (n: number, extra = ''): SearchFragment => ({
  url: `/fruit-${n}`,
  title: `Fruit ${n}`,
  sections: [
    { anchor: '', heading: `Fruit ${n}`, depth: 1, text: `This page is about fruit number ${n}.${extra}` },
    { anchor: 'taste', heading: 'Taste', depth: 2, text: n % 2 === 0 ? 'Sweet and ripe.' : 'Sour.' },
  ],
});

/** Pages that name a papaya: one in each page table (pages 0-255, 256-511, 512-599). */
const PAPAYAS = [0, 300, 520];
const PAPAYA_URLS = PAPAYAS.map((n) => `/fruit-${n}`);
const pages = Array.from({ length: 600 }, (_, n) => fruit(n, PAPAYAS.includes(n) ? ' It names a papaya.' : ''));

function setUp(options?: Parameters<typeof searchIndexFixture>[1]) {
  const fixture = searchIndexFixture(pages, options);
  const served = fixtureFetch(fixture, INDEX);
  return { fixture, ...served, backend: new QuireSearchBackend(INDEX, served.fetcher) };
}

describe('QuireSearchBackend', () => {
  it('finds the pages holding every word, with their hits, fetching the root (revalidated) and only the files the answer needs', async () => {
    const { backend, fetched, fixture } = setUp();
    const groups = await backend.search('papaya sweet ', 10);
    expect(groups.map((g) => g.url)).toEqual(PAPAYA_URLS);
    expect(groups[0]!.hits.map((h) => h.url)).toEqual(['/fruit-0', '/fruit-0#taste']);
    expect(groups[0]!.hits[0]!.excerpt).toContainEqual({ text: 'papaya', mark: true });
    expect(fetched[0]).toEqual({ path: 'index.json', cache: 'no-cache' });
    const files = fetched.slice(1).map((f) => f.path);
    expect(files.sort()).toEqual(
      [`${fixture.root.buckets['p']}.bin`, `${fixture.root.buckets['s']}.bin`, 'pages/t0.bin', 'pages/t1.bin', 'pages/t2.bin', ...PAPAYAS.map((n) => `fragments/f${n}.bin`)].sort(),
    );
  });

  it('fetches the page tables and fragments of the shown pages only', async () => {
    const { backend, fetched } = setUp();
    const groups = await backend.search('papaya ', 1);
    expect(groups.map((g) => g.url)).toEqual(['/fruit-0']);
    expect(fetched.map((f) => f.path).filter((p) => !p.startsWith('terms/'))).toEqual(['index.json', 'pages/t0.bin', 'fragments/f0.bin']);
  });

  it('keeps what it loaded: the same search again fetches nothing', async () => {
    const { backend, fetched } = setUp();
    const first = await backend.search('papaya', 10);
    const count = fetched.length;
    expect(await backend.search('papaya', 10)).toEqual(first);
    expect(fetched).toHaveLength(count);
  });

  it('matches the last word as a prefix while it is typed, and whole once a space follows', async () => {
    const { backend } = setUp();
    expect((await backend.search('papa', 10)).map((g) => g.url)).toEqual(PAPAYA_URLS);
    expect(await backend.search('papa ', 10)).toEqual([]);
  });

  it('answers nothing, fetching no bucket, for a word the index cannot hold', async () => {
    const { backend, fetched } = setUp({ split: ['p'] });
    expect(await backend.search('pzzz ', 10)).toEqual([]);
    expect(fetched.map((f) => f.path)).toEqual(['index.json']);
    expect(await backend.search('zebra papaya ', 10)).toEqual([]);
  });

  it('looks a term up in the child bucket of a split prefix, and a split prefix being typed in its few children', async () => {
    const { backend, fetched, fixture } = setUp({ split: ['p', 'pa'] });
    expect(Object.keys(fixture.root.buckets).filter((key) => key.startsWith('p'))).toEqual(['p', 'pa', 'pag', 'pap']);
    expect((await backend.search('papaya ', 10)).map((g) => g.url)).toEqual(PAPAYA_URLS);
    expect(fetched.filter((f) => f.path.startsWith('terms/')).map((f) => f.path)).toEqual([`${fixture.root.buckets['pap']}.bin`]);
    // `pa` typed: its own bucket and its children's (`page`, `papaya`).
    expect((await backend.search('pa', 700)).length).toBe(600);
  });

  it('rejects when a file does not load, and the next search loads it again', async () => {
    const { backend, fetched, failing, fixture } = setUp();
    const bucket = `${fixture.root.buckets['p']}.bin`;
    failing.add('index.json');
    await expect(backend.search('papaya', 10)).rejects.toThrow("The search index's index.json answered 503");
    failing.delete('index.json');
    failing.add(bucket);
    await expect(backend.search('papaya', 10)).rejects.toThrow(`The search index's ${bucket} answered 503`);
    failing.clear();
    expect((await backend.search('papaya', 10)).map((g) => g.url)).toEqual(PAPAYA_URLS);
    expect(fetched.filter((f) => f.path === 'index.json')).toHaveLength(2);
    expect(fetched.filter((f) => f.path === bucket)).toHaveLength(2);
  });

  it('reads the root again after a hashed file is gone (the site was rebuilt since), so Retry finds the new files', async () => {
    const { backend, fetched, fixture } = setUp();
    expect(await backend.search('sweet ', 1)).toHaveLength(1);
    // A rebuild: the buckets have new names, the old ones are gone.
    const rebuilt = searchIndexFixture(pages.map((page) => ({ ...page, title: `${page.title}!` })));
    const renamed = (stem: string) => stem.replace(/\/(\w)/, '/new-$1');
    rebuilt.root.buckets = Object.fromEntries(Object.entries(rebuilt.root.buckets).map(([key, stem]) => [key, renamed(stem)]));
    fixture.files.clear();
    for (const [path, body] of rebuilt.files) fixture.files.set(path.startsWith('terms/') ? renamed(path) : path, body);
    fixture.files.set('index.json', new TextEncoder().encode(JSON.stringify(rebuilt.root)));
    await expect(backend.search('papaya ', 10)).rejects.toThrow(/answered 404/);
    expect((await backend.search('papaya ', 10)).map((g) => g.url)).toEqual(PAPAYA_URLS);
    expect(fetched.filter((f) => f.path === 'index.json')).toHaveLength(2);
  });

  it('reads a file the host already inflated (served with Content-Encoding: gzip)', async () => {
    const { fixture } = setUp();
    const { gunzipSync } = await import('node:zlib');
    for (const [path, body] of fixture.files) if (path.endsWith('.bin')) fixture.files.set(path, gunzipSync(body));
    const backend = new QuireSearchBackend(INDEX, fixtureFetch(fixture, INDEX).fetcher);
    expect((await backend.search('papaya', 10)).map((g) => g.url)).toEqual(PAPAYA_URLS);
  });

  it('refuses a root of another layout with a message that says what to do', async () => {
    const { fixture } = setUp();
    fixture.files.set('index.json', new TextEncoder().encode(JSON.stringify({ version: 2 })));
    const backend = new QuireSearchBackend(INDEX, fixtureFetch(fixture, INDEX).fetcher);
    await expect(backend.search('papaya', 10)).rejects.toThrow(/index\.json is not a version 1 index: rebuild the site/);
  });
});
