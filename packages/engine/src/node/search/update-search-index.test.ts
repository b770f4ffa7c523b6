import { linkSync, statSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { bucketOf, decodeBucket, type SearchFragment, type SearchIndexRoot } from '../../shared/search-index-format.js';
import { searchTerm } from '../../shared/search-terms.js';
import { SEARCH_INDEX_DIR } from '../../shared/types.js';
import { testContext } from '../test-support/test-context.js';
import { planSearchIndexUpdate, searchUrlsKey, type PreviousSearchIndex } from './plan-search-index-update.js';
import { searchPageKey, type SearchIndexPage } from './search-index-page.js';
import { updateSearchIndex } from './update-search-index.js';
import { buildSearchIndex, writeSearchIndex } from './write-search-index.js';

const temps: string[] = [];
afterAll(() => Promise.all(temps.map((dir) => rm(dir, { recursive: true, force: true }))));

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'quire-search-update-'));
  temps.push(dir);
  return dir;
}

/** Made-up words from a few letters (no q, z: those start words no page has), so many share prefixes and buckets split. */
const CONSONANTS = 'bdklmnprst';
const VOWELS = 'aeiou';
const word = (n: number) => {
  let text = '';
  for (let i = 0; i < 3; i++, n = Math.floor(n / 50)) text += CONSONANTS[n % 10]! + VOWELS[Math.floor(n / 10) % 5]!;
  return text;
};
/** Letters only, one per page: a word no other page has. */
const own = (i: number) => `mono${CONSONANTS[i % 10]}${CONSONANTS[Math.floor(i / 10) % 10]}a`;

const page = (i: number, extra = '', title = `Page ${word(i * 7)} guide`): SearchIndexPage => ({
  url: `/docs/p${i}`,
  title,
  sections: [
    { anchor: '', heading: title, depth: 1, text: `${own(i)} ${Array.from({ length: 12 }, (_, k) => word(i * 13 + k * 31)).join(' ')}`, code: [] },
    { anchor: 'usage', heading: `Using ${word(i + 3)}`, depth: 2, text: `Call ${word(i * 3)} then ${word(i * 5 + 1)}. ${extra}`.trim(), code: i % 3 === 0 ? [`make${word(i)}Store`] : [] },
  ],
});

const PAGES = Array.from({ length: 40 }, (_, i) => page(i));
/** Small enough that the first-letter buckets split, some twice. */
const TARGET = { bucketTargetBytes: 120 };

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)).split('\\').join('/')).sort();
}

const readRoot = async (dir: string) => JSON.parse(await readFile(join(dir, 'index.json'), 'utf8')) as SearchIndexRoot;
const inflate = async (dir: string, stem: string) => gunzipSync(await readFile(join(dir, `${stem}.bin`)));

/** An index folder as the browser reads it: every term (found where `bucketOf` says) with its pages and weights, every page's fragment in page order. */
async function decodeIndex(dir: string) {
  const root = await readRoot(dir);
  const terms: Record<string, { pages: number[]; weights: number[] }> = {};
  for (const [key, stem] of Object.entries(root.buckets)) {
    for (const term of decodeBucket(await inflate(dir, stem))) {
      expect(bucketOf(root, term.term)).toBe(key);
      expect(terms[term.term]).toBeUndefined();
      terms[term.term] = { pages: [...term.pages], weights: [...term.weights] };
    }
  }
  const fragmentStems: string[] = [];
  for (const table of root.tables) fragmentStems.push(...(JSON.parse((await inflate(dir, table)).toString('utf8')) as string[]));
  const fragments = await Promise.all(fragmentStems.map(async (stem) => JSON.parse((await inflate(dir, stem)).toString('utf8')) as SearchFragment));
  return { pages: root.pages, terms, fragmentStems, fragments };
}

/** A whole build of `pages` into a new folder, and what the cache would record of it. */
async function built(pages: readonly SearchIndexPage[]) {
  const dir = join(await tempDir(), SEARCH_INDEX_DIR);
  await buildSearchIndex(pages, dir, undefined, TARGET);
  const previous: PreviousSearchIndex = {
    root: await readRoot(dir),
    urls: searchUrlsKey(pages),
    keys: pages.map(searchPageKey),
    files: (await listFiles(dir)).filter((file) => file !== 'index.json'),
  };
  return { dir, previous };
}

/** Lends the files of `from` (as `PreviousOutput` does), noting each one linked. */
function lender(from: string, linked: string[] = []) {
  return {
    linked,
    linkPrevious: (file: string, to: string) => {
      try {
        linkSync(join(from, file), to);
      } catch {
        return false;
      }
      linked.push(file);
      return true;
    },
    readPrevious: (file: string) => readFile(join(from, file)).catch(() => undefined),
  };
}

/** Updates the index built of `before` for `after` in place, and builds `after` whole, side by side. */
async function updateAndBuild(before: readonly SearchIndexPage[], after: readonly SearchIndexPage[]) {
  const last = await built(before);
  const changed = planSearchIndexUpdate(last.previous, after);
  expect(changed).toBeDefined();
  const dir = join(await tempDir(), SEARCH_INDEX_DIR);
  const lend = lender(last.dir);
  const root = await updateSearchIndex({ previous: last.previous, pages: after, changed: changed!, dir, ...lend });
  expect(root).toBeDefined();
  expect(await readRoot(dir)).toEqual(root);
  const whole = join(await tempDir(), SEARCH_INDEX_DIR);
  await buildSearchIndex(after, whole, undefined, TARGET);
  return { last, changed: changed!, dir, whole, linked: lend.linked };
}

/** The edits of the tests: a word added, a word removed, a new title, a word no page had (under a split key with no child for it, and of a first letter no term has). */
const edits = {
  wordAdded: (i: number) => page(i, `Also ${word(i + 11)}.`),
  wordRemoved: (i: number) => ({ ...page(i), sections: [{ ...page(i).sections[0]!, text: page(i).sections[0]!.text.replace(own(i), '') }, page(i).sections[1]!] }),
  titleChanged: (i: number) => page(i, '', 'A renamed page'),
  // `d` is a term equal to a split key whose bucket held no term, a file other such buckets share.
  newWords: (i: number) => page(i, 'Brand bqxxv zymurgy words, d.'),
};

describe('updateSearchIndex', () => {
  it('splits buckets in this fixture', async () => {
    const { previous } = await built(PAGES);
    expect(previous.root.split.length).toBeGreaterThan(3);
    expect(previous.root.split).toContain('b');
    // Split keys whose buckets hold no term share one file.
    expect(previous.root.buckets.d).toBe(previous.root.buckets.b);
  });

  for (const [name, edit] of Object.entries(edits)) {
    it(`makes the index a whole build makes, one page edited (${name}), writing only what changed`, async () => {
      const after = PAGES.map((p, i) => (i === 17 ? edit(i) : p));
      const { last, changed, dir, whole, linked } = await updateAndBuild(PAGES, after);
      expect(changed).toEqual([17]);
      const [updated, rebuilt] = await Promise.all([decodeIndex(dir), decodeIndex(whole)]);
      expect(updated).toEqual(rebuilt);
      expect(await decodeIndex(last.dir)).not.toEqual(rebuilt);

      // Written: the page's fragment, its page table and the buckets whose terms changed; every other file linked.
      const files = (await listFiles(dir)).filter((file) => file !== 'index.json');
      const written = files.filter((file) => !linked.includes(file));
      for (const file of linked) expect(statSync(join(dir, file)).ino).toBe(statSync(join(last.dir, file)).ino);
      expect(written.filter((file) => file.startsWith('fragments/'))).toEqual([`${updated.fragmentStems[17]}.bin`]);
      expect(written.filter((file) => file.startsWith('pages/'))).toHaveLength(1);
      const root = await readRoot(dir);
      const rewritten = Object.keys(root.buckets).filter((key) => root.buckets[key] !== last.previous.root.buckets[key]);
      expect(written.filter((file) => file.startsWith('terms/')).sort()).toEqual(rewritten.map((key) => `${root.buckets[key]}.bin`).sort());
      expect(rewritten.length).toBeLessThan(Object.keys(root.buckets).length / 2);
      expect(linked.filter((file) => file.startsWith('fragments/'))).toHaveLength(PAGES.length - 1);
    });
  }

  it('makes the index a whole build makes when several pages changed at once', async () => {
    const edited = new Map([
      [0, edits.titleChanged(0)],
      [5, edits.wordRemoved(5)],
      [6, edits.newWords(6)],
      [39, edits.wordAdded(39)],
    ]);
    const after = PAGES.map((p, i) => edited.get(i) ?? p);
    const { changed, dir, whole } = await updateAndBuild(PAGES, after);
    expect(changed).toEqual([0, 5, 6, 39]);
    expect(await decodeIndex(dir)).toEqual(await decodeIndex(whole));
    // The word of a new first letter has a bucket of its own; the one under a split key with no child for it, a new child.
    const root = await readRoot(dir);
    expect(root.buckets).toHaveProperty('z');
    expect(root.buckets).toHaveProperty('bq');
  });

  it('updates an updated index again, back to the first pages', async () => {
    const after = PAGES.map((p, i) => (i === 8 ? edits.newWords(8) : i === 9 ? edits.wordRemoved(9) : p));
    const { dir } = await updateAndBuild(PAGES, after);
    const previous: PreviousSearchIndex = { root: await readRoot(dir), urls: searchUrlsKey(after), keys: after.map(searchPageKey), files: (await listFiles(dir)).filter((f) => f !== 'index.json') };
    const back = join(await tempDir(), SEARCH_INDEX_DIR);
    const changed = planSearchIndexUpdate(previous, PAGES)!;
    expect(changed).toEqual([8, 9]);
    expect(await updateSearchIndex({ previous, pages: PAGES, changed, dir: back, ...lender(dir) })).toBeDefined();
    const first = await built(PAGES);
    expect(await decodeIndex(back)).toEqual(await decodeIndex(first.dir));
    // The word only the edit brought is gone, and so is the bucket it alone was in.
    expect((await readRoot(back)).buckets).not.toHaveProperty('z');
  });

  it('gives up, for a whole build, when a file of the last index is missing or not what its name says', async () => {
    const after = PAGES.map((p, i) => (i === 3 ? edits.wordAdded(3) : p));
    const last = await built(PAGES);
    const changed = planSearchIndexUpdate(last.previous, after)!;
    const table = `${last.previous.root.tables[0]}.bin`;
    for (const missing of [table, `${last.previous.root.buckets[bucketOf(last.previous.root, searchTerm(own(3)))!]}.bin`]) {
      const lend = lender(last.dir);
      const readPrevious = (file: string) => (file === missing ? Promise.resolve(undefined) : lend.readPrevious(file));
      const dir = join(await tempDir(), SEARCH_INDEX_DIR);
      expect(await updateSearchIndex({ previous: last.previous, pages: after, changed, dir, linkPrevious: lend.linkPrevious, readPrevious })).toBeUndefined();
    }
    // A file read back that is another one's bytes.
    const lend = lender(last.dir);
    const fragment = last.previous.files.find((file) => file.startsWith('fragments/'))!;
    const swapped = (file: string) => lend.readPrevious(file === table ? fragment : file);
    expect(await updateSearchIndex({ previous: last.previous, pages: after, changed, dir: join(await tempDir(), 'x'), linkPrevious: lend.linkPrevious, readPrevious: swapped })).toBeUndefined();
    // A file that only needs linking, gone from the previous output.
    const edited = `${(await decodeIndex(last.dir)).fragmentStems[3]}.bin`;
    const other = last.previous.files.find((file) => file.startsWith('fragments/') && file !== edited)!;
    await unlink(join(last.dir, other));
    expect(await updateSearchIndex({ previous: last.previous, pages: after, changed, dir: join(await tempDir(), 'y'), ...lender(last.dir) })).toBeUndefined();
  });
});

describe('planSearchIndexUpdate', () => {
  it('updates only the same pages in the same order, a few of them changed', async () => {
    const { previous } = await built(PAGES);
    const edited = PAGES.map((p, i) => (i === 2 || i === 30 ? edits.wordAdded(i) : p));
    expect(planSearchIndexUpdate(previous, edited)).toEqual([2, 30]);
    // Nothing changed: the cache restores such an index; asked anyway, it is built whole.
    expect(planSearchIndexUpdate(previous, PAGES)).toBeUndefined();
    expect(planSearchIndexUpdate(previous, [...edited, page(40)])).toBeUndefined();
    expect(planSearchIndexUpdate(previous, edited.slice(0, -1))).toBeUndefined();
    expect(planSearchIndexUpdate(previous, [edited[1]!, edited[0]!, ...edited.slice(2)])).toBeUndefined();
    // More than a tenth of the pages (4 of 40) changed.
    expect(planSearchIndexUpdate(previous, PAGES.map((p, i) => (i < 4 ? edits.wordAdded(i) : p)))).toHaveLength(4);
    expect(planSearchIndexUpdate(previous, PAGES.map((p, i) => (i < 5 ? edits.wordAdded(i) : p)))).toBeUndefined();
  });
});

describe('writeSearchIndex with the last index', () => {
  /** Writes `after`'s index with the last index of `before` given (as the cache gives it), into a new output folder. */
  async function write(before: readonly SearchIndexPage[], after: readonly SearchIndexPage[], spoil?: (dir: string, previous: PreviousSearchIndex) => Promise<void>) {
    const lastOut = await tempDir();
    const last = join(lastOut, SEARCH_INDEX_DIR);
    await writeSearchIndex(testContext(), { pages: before, outDir: lastOut });
    const previous: PreviousSearchIndex = { root: await readRoot(last), urls: searchUrlsKey(before), keys: before.map(searchPageKey), files: (await listFiles(last)).filter((f) => f !== 'index.json') };
    await spoil?.(last, previous);
    const out = await tempDir();
    const ctx = testContext();
    const result = await writeSearchIndex(ctx, { pages: after, outDir: out, ...lender(last), cached: (make) => make(previous) });
    const whole = await tempDir();
    await writeSearchIndex(testContext(), { pages: after, outDir: whole });
    expect(await decodeIndex(join(out, SEARCH_INDEX_DIR))).toEqual(await decodeIndex(join(whole, SEARCH_INDEX_DIR)));
    // With the default bucket size nothing splits: the update writes the very files a whole build writes.
    expect(await listFiles(join(out, SEARCH_INDEX_DIR))).toEqual(await listFiles(join(whole, SEARCH_INDEX_DIR)));
    expect(await readRoot(join(out, SEARCH_INDEX_DIR))).toEqual(await readRoot(join(whole, SEARCH_INDEX_DIR)));
    return { result, infos: ctx.infos };
  }

  it('updates the last index in place for one edited page, and says so', async () => {
    const { result, infos } = await write(PAGES, PAGES.map((p, i) => (i === 4 ? edits.newWords(4) : p)));
    expect(result).toEqual({ pages: 40, reused: false, updated: 1 });
    expect(infos).toContain('indexed 40 pages for search (1 page updated)');
    const two = await write(PAGES, PAGES.map((p, i) => (i === 4 || i === 5 ? edits.wordRemoved(i) : p)));
    expect(two.infos).toContain('indexed 40 pages for search (2 pages updated)');
  });

  it('builds the index whole when a page was added, removed or moved, or the previous output lost a file', async () => {
    const edited = PAGES.map((p, i) => (i === 4 ? edits.wordAdded(4) : p));
    for (const after of [[...edited, page(40)], edited.slice(1), [edited[1]!, edited[0]!, ...edited.slice(2)]]) {
      const { result, infos } = await write(PAGES, after);
      expect(result).toEqual({ pages: after.length, reused: false });
      expect(infos).toContain(`indexed ${after.length} pages for search`);
    }
    const lost = await write(PAGES, edited, (dir, previous) => unlink(join(dir, `${previous.root.tables[0]}.bin`)));
    expect(lost.result).toEqual({ pages: 40, reused: false });
  });
});
