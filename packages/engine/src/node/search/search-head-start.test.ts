import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import { afterAll, describe, expect, it } from 'vitest';
import { startSearchHeadStart, type CompiledSearchText } from './search-head-start.js';
import { searchPageHtml } from './search-page-html.js';
import { saveSearchPlan, type PlannedSearchPage } from './search-plan.js';

const roots: string[] = [];
afterAll(async () => {
  await pagefind.close();
  await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })));
});

const text = (word: string): CompiledSearchText => ({ title: `Page ${word}`, search: [{ anchor: '', heading: `Page ${word}`, depth: 1, text: `All about ${word}.`, code: [] }] });
const page = (i: number, word: string, source: string): PlannedSearchPage => ({ url: `/p${i}`, html: searchPageHtml({ route: `/p${i}`, ...text(word), sections: text(word).search }), source });

/** Three docs built once: their files and the plan the build saved. */
async function builtOnce(): Promise<{ cacheDir: string; sources: string[] }> {
  const cacheDir = await mkdtemp(join(tmpdir(), 'quire-head-start-'));
  roots.push(cacheDir);
  const sources = ['a', 'b', 'c'].map((name) => join(cacheDir, `${name}.md`));
  await Promise.all(sources.map((file, i) => writeFile(file, `# Page ${i}\n`)));
  await saveSearchPlan(cacheDir, 'tools-1', ['zero', 'one', 'two'].map((word, i) => page(i, word, sources[i]!)));
  return { cacheDir, sources };
}

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

describe('the search head start', () => {
  it('feeds the pages after an edited one once the markdown phase offers its compiled text', async () => {
    const { head, sources } = await headStartAfterEdit(1, 3, 'uno');
    const taken = await head.take(['zero', 'uno', 'two'].map((word, i) => page(i, word, sources[i]!)));
    expect(taken?.fed).toBe(3);
    await taken?.index.deleteIndex();
  });

  it('drops what it fed when the offered text is not what the page became', async () => {
    const { head, sources } = await headStartAfterEdit(0, 3, 'nil');
    // The real page got another title (say, from front matter the guess did not see).
    const real = [{ ...page(0, 'nil', sources[0]!), html: page(0, 'nil', sources[0]!).html.replace('Page nil</h1>', 'Nothing</h1>') }, page(1, 'one', sources[1]!), page(2, 'two', sources[2]!)];
    expect(await head.take(real)).toBeUndefined();
  });

  it('stops waiting for a changed page at the search phase, keeping the pages before it', async () => {
    const { head, sources } = await headStartAfterEdit(2, 2);
    const taken = await head.take(['zero', 'one', 'dos'].map((word, i) => page(i, word, sources[i]!)));
    expect(taken?.fed).toBe(2);
    await taken?.index.deleteIndex();
  });
});
