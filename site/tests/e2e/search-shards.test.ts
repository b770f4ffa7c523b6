/**
 * A site large enough for its search index to be split in shards (more than
 * 256 pages, see the engine's `searchShards`): the browser loads the first
 * shard's client once and merges the other shards, so a query finds pages of
 * every shard.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GeneratedSite } from '../support/large-site.js';
import { useSiteUnderTest } from '../support/site-under-test.js';

const DOCS = 320;
/** Every 40th doc also names a papaya: eight pages, which the hash of their URLs spreads over the shards. */
const PAPAYA_EVERY = 40;

async function generateSite(): Promise<GeneratedSite> {
  const root = await mkdtemp(join(tmpdir(), 'quire-search-shards-'));
  const siteDir = join(root, 'site');
  await mkdir(siteDir, { recursive: true });
  await mkdir(join(root, 'docs'), { recursive: true });
  await writeFile(join(siteDir, 'quire.config.ts'), `export default { title: 'Shards', url: 'https://example.org', docsDir: '../docs' };\n`);
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

describe('search on a site whose index is split in shards', () => {
  it('finds the pages of every shard, loading the client and its WebAssembly once', async () => {
    const shards = (await (await fetch(`${site.url}pagefind/shards.json`)).json()) as string[];
    expect(shards.length).toBeGreaterThan(1);
    const { page, problems, close } = await site.blank();
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto(`${site.url}search?q=papaya`);
    const titles = page.locator('.quire-search-page-result-title a');
    const expected = Array.from({ length: DOCS / PAPAYA_EVERY }, (_, n) => `Fruit ${n * PAPAYA_EVERY}`);
    await expect.poll(async () => (await titles.allTextContents()).sort(), { timeout: 15_000 }).toEqual(expected.sort());
    // Each shard's own metadata was read, but one client and one WebAssembly served them all.
    for (const shard of shards) expect(requested.some((p) => p.startsWith(`/pagefind/${shard}pagefind.`) && p.endsWith('.pf_meta'))).toBe(true);
    expect(requested.filter((p) => p.endsWith('/pagefind.js'))).toEqual([`/pagefind/${shards[0]}pagefind.js`]);
    expect(requested.filter((p) => /\/wasm\.\w+\.pagefind$/.test(p))).toHaveLength(1);
    expect(problems).toEqual([]);
    await close();
  });
});
