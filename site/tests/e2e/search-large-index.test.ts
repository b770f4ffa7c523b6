/**
 * A site large enough for its search index to have several page tables
 * (256 pages each, the engine's `PAGE_TABLE_SIZE`) and many term buckets: a
 * query finds its pages in every table, and fetches the buckets of its own
 * words, the tables of the pages it shows and their fragments, nothing else.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GeneratedSite } from '../support/large-site.js';
import { useSiteUnderTest } from '../support/site-under-test.js';

const DOCS = 600;
/** Every 75th doc also names a papaya: eight pages, spread over the index's page tables. */
const PAPAYA_EVERY = 75;

async function generateSite(): Promise<GeneratedSite> {
  const root = await mkdtemp(join(tmpdir(), 'quire-search-large-index-'));
  const siteDir = join(root, 'site');
  await mkdir(siteDir, { recursive: true });
  await mkdir(join(root, 'docs'), { recursive: true });
  await writeFile(join(siteDir, 'quire.config.ts'), `export default { title: 'Fruits', url: 'https://example.org', docsDir: '../docs' };\n`);
  await Promise.all(
    Array.from({ length: DOCS }, (_, i) =>
      writeFile(
        join(root, 'docs', `fruit-${i}.md`),
        `---\ntitle: Fruit ${i}\n---\n\nThis page is about fruit number ${i}.${i % PAPAYA_EVERY === 0 ? ' It names a papaya.' : ''}\n`,
      ),
    ),
  );
  return { siteDir, remove: () => rm(root, { recursive: true, force: true }) };
}

const site = useSiteUnderTest({ generate: generateSite });

/** The part of `search-index/index.json` this test reads. */
interface IndexRoot {
  pages: number;
  buckets: Record<string, string>;
  tables: string[];
}

/** The bucket key a whole word is looked up under: the longest key it starts with (none of these is split on this site). */
const keyOf = (root: IndexRoot, word: string) =>
  Object.keys(root.buckets)
    .filter((key) => word.startsWith(key))
    .sort((a, b) => b.length - a.length)[0];

describe('search on a site whose index has several page tables', () => {
  it('finds the pages of every table, fetching only the buckets of the query\'s words and the files of the pages shown', async () => {
    const root = (await (await fetch(`${site.url}search-index/index.json`)).json()) as IndexRoot;
    expect(root.pages).toBeGreaterThanOrEqual(DOCS);
    expect(root.tables.length).toBeGreaterThan(1);
    expect(Object.keys(root.buckets).length).toBeGreaterThan(2);
    const { page, problems, close } = await site.blank();
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    // `fruit` is the word being typed: a prefix, which its own bucket answers.
    await page.goto(`${site.url}search?q=papaya%20fruit`);
    const titles = page.locator('.quire-search-page-result-title a');
    const expected = Array.from({ length: DOCS / PAPAYA_EVERY }, (_, n) => `Fruit ${n * PAPAYA_EVERY}`);
    await expect.poll(async () => (await titles.allTextContents()).sort(), { timeout: 15_000 }).toEqual(expected.sort());

    const index = requested.filter((p) => p.startsWith('/search-index/'));
    expect(index.filter((p) => p === '/search-index/index.json')).toHaveLength(1);
    const buckets = index.filter((p) => p.startsWith('/search-index/terms/'));
    expect(buckets.sort()).toEqual([`/search-index/${root.buckets[keyOf(root, 'papaya')!]}.bin`, `/search-index/${root.buckets[keyOf(root, 'fruit')!]}.bin`].sort());
    const tables = index.filter((p) => p.startsWith('/search-index/pages/'));
    expect(tables.length).toBeGreaterThan(1);
    expect(new Set(tables).size).toBe(tables.length);
    for (const table of tables) expect(root.tables.map((stem) => `/search-index/${stem}.bin`)).toContain(table);
    expect(index.filter((p) => p.startsWith('/search-index/fragments/'))).toHaveLength(expected.length);
    expect(index.every((p) => p === '/search-index/index.json' || /^\/search-index\/(terms|pages|fragments)\/[\w-]+\.bin$/.test(p))).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });
});
