import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startSearchHeadStart, type CompiledSearchText } from './search-head-start.js';
import { digestOfSections, searchPageDigest } from './search-page-digest.js';
import { searchPageHtml } from './search-page-html.js';
import { saveSearchPlan, type PlannedSearchPage } from './search-plan.js';
import { searchShards } from './search-shards.js';

const roots: string[] = [];
afterAll(async () => {
  await pagefind.close();
  await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })));
});

const text = (word: string) =>
  ({ title: `Page ${word}`, search: [{ anchor: '', heading: `Page ${word}`, depth: 1, text: `All about ${word}.`, code: [] }] }) satisfies CompiledSearchText;
// As the search phase makes them (see `searchPages`): with the digest of a doc stored in the build cache.
const page = (i: number, word: string, source: string): PlannedSearchPage => ({
  url: `/p${i}`,
  html: searchPageHtml({ route: `/p${i}`, ...text(word), sections: text(word).search }),
  digest: searchPageDigest(`/p${i}`, text(word).title, digestOfSections(text(word).search)),
  source,
});

/** Docs built once (three unless `words` says otherwise): their files and the plan the build saved. */
async function builtOnce(words = ['zero', 'one', 'two']): Promise<{ cacheDir: string; sources: string[] }> {
  const cacheDir = await mkdtemp(join(tmpdir(), 'quire-head-start-'));
  roots.push(cacheDir);
  const sources = words.map((_, i) => join(cacheDir, `${i}.md`));
  await Promise.all(sources.map((file, i) => writeFile(file, `# Page ${i}\n`)));
  await saveSearchPlan(cacheDir, 'tools-1', words.map((word, i) => page(i, word, sources[i]!)));
  return { cacheDir, sources };
}

/** The head start's index for a site of `pages` (one shard at this size), once told the pages. */
const takeAll = (head: ReturnType<typeof startSearchHeadStart>, pages: PlannedSearchPage[]) => {
  head.plan(pages);
  return head.take(searchShards(pages)[0]!);
};

/**
 * Docs built once, then doc `edited` changed: a head start on them, once it has
 * fed `count` pages after being offered `offer` as the edited doc's text.
 */
async function headStartAfterEdit(edited: number, count: number, offer?: string) {
  const { cacheDir, sources } = await builtOnce();
  await writeFile(sources[edited]!, `# Page ${edited}, edited\n`);
  let reached!: () => void;
  const fed = new Promise<void>((done) => (reached = done));
  const head = startSearchHeadStart(cacheDir, 'tools-1', (n) => n >= count && reached());
  if (offer) head.offer(sources[edited]!, text(offer));
  await fed;
  return { head, sources };
}

/**
 * 200 docs built once (one shard), then the first edited and offered: a head start on them, once it has fed that
 * page, with most of the others still to feed. `fed()` tells how many pages it has fed so far. At most 16 pages
 * are in flight at once, as few as a stop can be seen in: by default a whole shard of this size would be.
 */
async function editedFirstOf200() {
  const words = Array.from({ length: 200 }, (_, i) => `w${i}`);
  const { cacheDir, sources } = await builtOnce(words);
  const pages = words.map((word, i) => page(i, word, sources[i]!));
  await writeFile(sources[0]!, '# Edited\n');
  let fedCount = 0;
  let first!: () => void;
  const begun = new Promise<void>((done) => (first = done));
  const head = startSearchHeadStart(
    cacheDir,
    'tools-1',
    (n) => {
      fedCount = n;
      if (n > 0) first();
    },
    16,
  );
  head.offer(sources[0]!, text('w0'));
  await begun;
  return { head, pages, fed: () => fedCount };
}

describe('the search head start', () => {
  it('feeds the pages after an edited one once the markdown phase offers its compiled text', async () => {
    const { head, sources } = await headStartAfterEdit(1, 3, 'uno');
    const taken = await takeAll(head, ['zero', 'uno', 'two'].map((word, i) => page(i, word, sources[i]!)));
    expect(taken?.fed).toBe(3);
    await taken?.index.deleteIndex();
  });

  it('drops what it fed when the offered text is not what the page became', async () => {
    const { head, sources } = await headStartAfterEdit(0, 3, 'nil');
    // The real page got another title (say, from front matter the guess did not see).
    const renamed = {
      ...page(0, 'nil', sources[0]!),
      html: page(0, 'nil', sources[0]!).html.replace('Page nil</h1>', 'Nothing</h1>'),
      digest: searchPageDigest('/p0', 'Nothing', digestOfSections(text('nil').search)),
    };
    const real = [renamed, page(1, 'one', sources[1]!), page(2, 'two', sources[2]!)];
    expect(await takeAll(head, real)).toBeUndefined();
  });

  it('stops waiting for a changed page at the search phase, keeping the pages before it', async () => {
    const { head, sources } = await headStartAfterEdit(2, 2);
    const taken = await takeAll(head, ['zero', 'one', 'dos'].map((word, i) => page(i, word, sources[i]!)));
    expect(taken?.fed).toBe(2);
    await taken?.index.deleteIndex();
  });

  it('goes on feeding the planned pages after the search phase begins, to the end of the shard', async () => {
    const { head, pages, fed } = await editedFirstOf200();
    expect(searchShards(pages)).toHaveLength(1);
    // The search phase begins as soon as the edited page is in, with most of the planned pages still to feed.
    expect(fed()).toBeLessThan(pages.length);
    const taken = await takeAll(head, pages);
    expect(taken?.fed).toBe(pages.length);
    await taken?.index.deleteIndex();
  });

  it('stops feeding a shard the search phase took from the cache', async () => {
    const { head, pages, fed } = await editedFirstOf200();
    head.plan(pages);
    head.drop(searchShards(pages)[0]!);
    // Pages in flight settle, and no page is sent after the drop: time enough for the rest to go through would it go on.
    await new Promise((done) => setTimeout(done, 1000));
    expect(fed()).toBeLessThan(pages.length);
    await head.discard();
  });

  it('stops a feed no shard of the search phase can take, as when the site outgrew its shard count', async () => {
    const { head, pages, fed } = await editedFirstOf200();
    const grown = [...pages, ...Array.from({ length: 100 }, (_, i) => page(200 + i, `new${i}`, `/nowhere/${i}.md`))];
    expect(searchShards(grown).map((shard) => shard.key)).not.toContain(searchShards(pages)[0]!.key);
    head.plan(grown);
    // As for a dropped shard: time enough for the rest of the plan to go through would the feed go on.
    await new Promise((done) => setTimeout(done, 1000));
    expect(fed()).toBeLessThan(pages.length);
    await head.discard();
  });

  it('makes no page from an offered text once the search phase began, which drops the texts', async () => {
    const cacheDir = await mkdtemp(join(tmpdir(), 'quire-head-start-'));
    roots.push(cacheDir);
    const words = ['zero', 'one', 'two'];
    const sources = words.map((_, i) => join(cacheDir, `${i}.md`));
    const head = startSearchHeadStart(cacheDir, 'tools-1');
    head.guess(words.map((_, i) => ({ url: `/p${i}`, html: '', source: sources[i]! })));
    // With the digest the build cache set when it stored them, which the page made from them takes.
    const offered = words.map((word): CompiledSearchText => ({ ...text(word), searchDigest: digestOfSections(text(word).search) }));
    offered.forEach((compiled, i) => head.offer(sources[i]!, compiled));
    // In one go, as the search phase does: the plan, then the sections dropped (see `dropSearchSections`). A page made
    // from them now would be indexed without its text, under the digest of the text it had.
    head.plan(words.map((word, i) => page(i, word, sources[i]!)));
    for (const compiled of offered) compiled.search = [];
    expect(await head.take(searchShards(words.map((word, i) => page(i, word, sources[i]!)))[0]!)).toBeUndefined();
  });

  it('tells which sources of the last build changed since, so the markdown phase compiles them first', async () => {
    const { cacheDir, sources } = await builtOnce();
    await writeFile(sources[1]!, '# Page 1, edited\n');
    const head = startSearchHeadStart(cacheDir, 'tools-1');
    expect(await head.changedSources()).toEqual(new Set([sources[1]]));
    await head.discard();
    // Without a plan (a first build, another toolchain) nothing is waited for.
    const fresh = startSearchHeadStart(cacheDir, 'tools-2');
    expect(await fresh.changedSources()).toEqual(new Set());
    await fresh.discard();
  });

  it('feeds only the shard of a large site that holds the edited page: the cache gives back the others', async () => {
    const words = Array.from({ length: 300 }, (_, i) => `w${i}`);
    const { cacheDir, sources } = await builtOnce(words);
    const pages = words.map((word, i) => page(i, word, sources[i]!));
    const shards = searchShards(pages);
    expect(shards.length).toBeGreaterThan(1);
    const edited = shards[1]!.pages[0]!;
    await writeFile(edited.source!, '# Edited\n');
    let fedCount = 0;
    const head = startSearchHeadStart(cacheDir, 'tools-1', (n) => (fedCount = n));
    head.offer(edited.source!, text(words[pages.indexOf(edited)]!));
    // Fed until the head start is told the pages; the edited shard's index is whole once it has fed as many.
    await vi.waitFor(() => expect(fedCount).toBe(shards[1]!.pages.length), { timeout: 20_000, interval: 20 });
    head.plan(pages);
    const taken = await head.take(shards[1]!);
    expect(taken?.fed).toBe(shards[1]!.pages.length);
    await taken?.index.deleteIndex();
    for (const other of [shards[0]!, ...shards.slice(2)]) expect(await head.take(other)).toBeUndefined();
    await head.discard();
    expect(fedCount).toBe(shards[1]!.pages.length);
  });

  it('without a plan (a first build), feeds the guessed pages as their docs are offered', async () => {
    const cacheDir = await mkdtemp(join(tmpdir(), 'quire-head-start-'));
    roots.push(cacheDir);
    const words = ['zero', 'one', 'two'];
    const sources = words.map((_, i) => join(cacheDir, `${i}.md`));
    let reached!: () => void;
    const fed = new Promise<void>((done) => (reached = done));
    const head = startSearchHeadStart(cacheDir, 'tools-1', (n) => n === words.length && reached());
    head.guess(words.map((_, i) => ({ url: `/p${i}`, html: '', source: sources[i]! })));
    // Offered out of order, as batches of docs may arrive: the pages are still fed in the guessed order.
    for (const i of [2, 0, 1]) head.offer(sources[i]!, text(words[i]!));
    await fed;
    const taken = await takeAll(head, words.map((word, i) => page(i, word, sources[i]!)));
    expect(taken?.fed).toBe(3);
    await taken?.index.deleteIndex();
  });

  it('ignores a guess when the last build left a plan', async () => {
    const { cacheDir, sources } = await builtOnce();
    const head = startSearchHeadStart(cacheDir, 'tools-1');
    // Nothing changed since the plan was saved: the head start has nothing to feed, whatever the guess.
    head.guess(sources.map((source, i) => ({ url: `/p${i}`, html: '', source })));
    sources.forEach((source, i) => head.offer(source, text(['zero', 'one', 'two'][i]!)));
    expect(await takeAll(head, ['zero', 'one', 'two'].map((word, i) => page(i, word, sources[i]!)))).toBeUndefined();
  });
});
