import { linkSync, statSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { encode } from 'cborg';
import * as pagefind from 'pagefind';
import { afterAll, describe, expect, it } from 'vitest';
import { PAGEFIND_CONFIG } from './feed-pagefind.js';
import { referencedIndexFiles } from './referenced-index-files.js';
import { searchPageHtml } from './search-page-html.js';
import { writePagefindFiles, type PreviousSearchFiles } from './write-pagefind-files.js';

const roots: string[] = [];
afterAll(async () => {
  await pagefind.close();
  await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })));
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'quire-pagefind-files-'));
  roots.push(dir);
  return dir;
}

const PAGES = ['alpha', 'beta', 'gamma', 'delta'].map((word, i) => ({
  url: `/docs/${word}`,
  html: searchPageHtml({ route: `/docs/${word}`, title: `The ${word} page`, sections: [{ anchor: 'usage', heading: 'Usage', depth: 2, text: `How ${word} works, ${'with words '.repeat(i + 3)}`, code: [`${word}Fn`] }] }),
}));

/** Indexes `pages` with Pagefind and writes the files into a new folder. */
async function indexInto(pages: typeof PAGES, previous?: PreviousSearchFiles, client?: boolean): Promise<string> {
  const { index } = await pagefind.createIndex(PAGEFIND_CONFIG);
  for (const page of pages) await index!.addHTMLFile({ url: page.url, content: page.html });
  const dir = join(await tempDir(), 'pagefind');
  expect(await writePagefindFiles(index!, dir, { previous, client })).toEqual([]);
  await index!.deleteIndex();
  return dir;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)).split('\\').join('/')).sort();
}

/** Lends every fragment and index chunk of `dir`, as the previous output would. */
async function lender(dir: string): Promise<PreviousSearchFiles & { lent: string[] }> {
  const files = (await listFiles(dir)).filter((file) => /^(fragment|index)\//.test(file));
  const lent: string[] = [];
  return {
    files,
    lent,
    link(file, to) {
      linkSync(join(dir, file), to);
      lent.push(file);
      return true;
    },
  };
}

describe('writePagefindFiles', () => {
  it('writes the index without the prebuilt UIs, and names every fragment and chunk in its metadata', async () => {
    const dir = await indexInto(PAGES);
    const files = await listFiles(dir);
    expect(files.some((file) => /^pagefind-(ui|component-ui|modular-ui|highlight)/.test(file))).toBe(false);
    expect(files.filter((file) => file.startsWith('fragment/'))).toHaveLength(PAGES.length);
    expect(await referencedIndexFiles(dir)).toEqual(new Set(files.filter((file) => /^(fragment|index)\//.test(file))));
  });

  it("writes exactly a fresh index's files when the last build's are lent, keeping the unchanged ones and dropping the rest", async () => {
    const first = await indexInto(PAGES);
    const edited = PAGES.map((page, i) => (i === 1 ? { ...page, html: page.html.replace('How beta works', 'How beta fails') } : page));
    const previous = await lender(first);
    const lentInto = await indexInto(edited, previous);
    const fresh = await indexInto(edited);
    const files = await listFiles(fresh);
    expect(await listFiles(lentInto)).toEqual(files);
    for (const file of files) expect((await readFile(join(lentInto, file))).equals(await readFile(join(fresh, file))), file).toBe(true);
    // Three pages' fragments were the last build's files, linked, not written again.
    const kept = files.filter((file) => file.startsWith('fragment/') && statSync(join(lentInto, file)).ino === statSync(join(first, file), { throwIfNoEntry: false })?.ino);
    expect(kept).toHaveLength(3);
    expect(previous.lent.length).toBeGreaterThan(files.filter((file) => /^(fragment|index)\//.test(file)).length - 2);
  });


  it('leaves no empty folder behind for lent files that could not be linked', async () => {
    const first = await indexInto(PAGES);
    const dir = await indexInto(PAGES, { files: ['filter/en_gone.pf_filter'], link: () => false });
    expect(await listFiles(dir)).toEqual(await listFiles(first));
    expect((await readdir(dir)).includes('filter')).toBe(false);
  });
});

describe('referencedIndexFiles', () => {
  async function withMeta(meta: unknown): Promise<string> {
    const dir = await tempDir();
    await writeFile(join(dir, 'pagefind-entry.json'), JSON.stringify({ version: '1.6.0', languages: { en: { hash: 'en_abc', page_count: 1 } } }));
    await writeFile(join(dir, 'pagefind.en_abc.pf_meta'), gzipSync(Buffer.concat([Buffer.from('pagefind_dcd'), encode(meta)])));
    return dir;
  }

  it('reads the fragments, chunks and filters a metadata file names', async () => {
    const dir = await withMeta(['1.6.0', [['en_1', 10, '']], [['a', 'z', 'en_2']], [['tag', 'en_3']]]);
    expect(await referencedIndexFiles(dir)).toEqual(new Set(['fragment/en_1.pf_fragment', 'index/en_2.pf_index', 'filter/en_3.pf_filter']));
  });

  it('gives up on a layout it does not know: bundled fragments, odd shapes, no entry file', async () => {
    expect(await referencedIndexFiles(await withMeta(['1.6.0', [['en_1', 10, 'bundle_1']], []]))).toBeUndefined();
    expect(await referencedIndexFiles(await withMeta(['1.6.0', [{ hash: 'en_1' }], []]))).toBeUndefined();
    expect(await referencedIndexFiles(await withMeta(['1.6.0', [['../escape', 10, '']], []]))).toBeUndefined();
    expect(await referencedIndexFiles(await tempDir())).toBeUndefined();
  });

});

describe('writePagefindFiles for a merged shard', () => {
  it("leaves Pagefind's client and WebAssembly out of an index the browser merges into another", async () => {
    const whole = await listFiles(await indexInto(PAGES));
    const merged = await listFiles(await indexInto(PAGES, undefined, false));
    expect(whole).toContain('pagefind.js');
    expect(whole.filter((file) => !merged.includes(file)).sort()).toEqual(['pagefind-worker.js', 'pagefind.js', 'wasm.en.pagefind', 'wasm.unknown.pagefind']);
    expect(merged).toContain('pagefind-entry.json');
  });
});
