import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Doc } from '../content/doc.js';
import { compileDocs } from '../markdown/compile-docs.js';
import { bodyDigest, bodyJsonText, searchSectionsOf } from '../markdown/compiled-doc.js';
import { digestOfSections } from '../search/search-page-digest.js';
import { testContext, testDoc } from '../test-support/test-context.js';
import { openCacheStore } from './cache-store.js';
import { CachedDocTextLost, compiledDocsCache } from './compiled-docs-cache.js';

const roots: string[] = [];
afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

const ctx = testContext();

/** `docs` compiled into a fresh cache folder: the folder, its store, and the docs as compiled. */
async function filledCache(docs: Doc[]) {
  const root = await mkdtemp(join(tmpdir(), 'quire-doc-cache-'));
  roots.push(root);
  const store = (await openCacheStore(root))!;
  const writer = compiledDocsCache(store, 'toolchain', ctx.config, docs)!;
  const stored: Promise<void>[] = [];
  const fresh = await compileDocs(ctx, docs, undefined, { onCompiled: (doc, compiled) => void stored.push(writer.store(doc, compiled)) });
  await Promise.all(stored);
  await store.flush();
  return { root, store, fresh };
}

/** Compiles `docs` into a fresh cache folder; returns a function that tells which of a later set of docs the cache still serves. */
async function cacheOf(docs: Doc[]): Promise<(later: Doc[]) => Promise<string[]>> {
  const { root } = await filledCache(docs);
  return async (later) => {
    const reader = compiledDocsCache((await openCacheStore(root))!, 'toolchain', ctx.config, later)!;
    return [...(await reader.load(later)).keys()].sort();
  };
}

describe('compiledDocsCache', () => {
  const a = testDoc('a.md', '# A\n\nSee [b](./b.md#part) and [c](/c).');
  const b = testDoc('b.md', '# B\n\n## Part');
  const c = testDoc('c.md', '# C\n\nSee [the missing one](./gone.md).');

  it('serves every doc whose source, links and neighbours are unchanged', async () => {
    const reused = await cacheOf([a, b, c]);
    expect(await reused([a, b, c])).toEqual(['a', 'b', 'c']);
  });

  it('gives back each body and its search sections as compiled, read from their bytes only when asked, with their digests', async () => {
    const { root, fresh } = await filledCache([a, b]);
    const loaded = await compiledDocsCache((await openCacheStore(root))!, 'toolchain', ctx.config, [a, b])!.load([a, b]);
    for (const id of ['a', 'b']) {
      const cached = loaded.get(id)!;
      expect(typeof cached.bodyJson).toBe('function');
      expect(bodyJsonText(cached.bodyJson)).toBe(bodyJsonText(fresh.get(id)!.bodyJson));
      expect(cached.bodyDigest).toBe(fresh.get(id)!.bodyDigest);
      expect(cached.bodyDigest).toBe(bodyDigest(bodyJsonText(cached.bodyJson)));
      expect(typeof cached.search).toBe('function');
      expect(searchSectionsOf(cached.search)).toEqual(searchSectionsOf(fresh.get(id)!.search));
      // Set on the fresh doc when it was stored, and the same on reading: the search phase keys pages by it.
      expect(cached.searchDigest).toBe(fresh.get(id)!.searchDigest);
      expect(cached.searchDigest).toBe(digestOfSections(searchSectionsOf(cached.search)));
    }
  });

  it("leaves a doc's text unread until asked, and throws CachedDocTextLost for a text damaged meanwhile", async () => {
    const { root, store } = await filledCache([a, b]);
    const reader = compiledDocsCache((await openCacheStore(root))!, 'toolchain', ctx.config, [a, b])!;
    const loaded = await reader.load([a, b]);
    expect([...loaded.keys()].sort()).toEqual(['a', 'b']);
    // Damaged after the lookup: the lookup did not read the text, so only asking for it finds out.
    const folder = join(store.dir, 'docText');
    for (const name of (await readdir(folder)).filter((n) => n.endsWith('.seg'))) {
      const bytes = await readFile(join(folder, name));
      await writeFile(join(folder, name), bytes.map((byte) => (byte === 0x22 ? 0x27 : byte)));
    }
    expect(reader.textLost).toBe(false);
    expect(() => bodyJsonText(loaded.get('a')!.bodyJson)).toThrow(CachedDocTextLost);
    expect(() => searchSectionsOf(loaded.get('b')!.search)).toThrow(CachedDocTextLost);
    expect(reader.textLost).toBe(true);
  });

  it("lets go of a flushed doc's text and reads it back from the file written, each time it is asked for", async () => {
    const root = await mkdtemp(join(tmpdir(), 'quire-doc-cache-'));
    roots.push(root);
    const store = (await openCacheStore(root))!;
    const cache = compiledDocsCache(store, 'toolchain', ctx.config, [a, b])!;
    const fresh = await compileDocs(ctx, [a, b]);
    const compiled = fresh.get('a')!;
    const [body, sections] = [bodyJsonText(compiled.bodyJson), searchSectionsOf(compiled.search)];
    await cache.store(a, compiled);
    // Not on disk yet: nothing to read back from.
    expect(await cache.release(a, compiled)).toBe(false);
    expect(compiled.bodyJson).toBe(body);
    await store.flush();
    expect(await cache.release(a, compiled)).toBe(true);
    expect(typeof compiled.bodyJson).toBe('function');
    expect(bodyJsonText(compiled.bodyJson)).toBe(body);
    expect(searchSectionsOf(compiled.search)).toEqual(sections);
    // Read again on every call, not kept: a file gone since is a lost text, as for a doc the cache gave back.
    const folder = join(store.dir, 'docText');
    for (const name of await readdir(folder)) await rm(join(folder, name));
    expect(() => bodyJsonText(compiled.bodyJson)).toThrow(CachedDocTextLost);
    expect(cache.textLost).toBe(true);
    // A doc that was never stored stays as it is.
    expect(await cache.release(b, fresh.get('b')!)).toBe(false);
  });

  it('compiles again a doc whose source changed', async () => {
    const reused = await cacheOf([a, b, c]);
    expect(await reused([a, testDoc('b.md', '# B\n\n## Part\n\nMore.'), c])).toEqual(['a', 'c']);
  });

  it('compiles again a doc whose .md link now leads to another route', async () => {
    const d = testDoc('d.md', '# D\n\nSee [b](/b).');
    const reused = await cacheOf([a, b, d]);
    // b's new slug changes the href a's page holds (b itself has a new route); d links by route, which the link checker checks.
    const moved = { ...b, route: '/b-moved' };
    expect(await reused([a, moved, d])).toEqual(['d']);
  });

  it('compiles again a doc with a broken .md link when the set of docs changes', async () => {
    const reused = await cacheOf([a, b, c]);
    // The missing file appears: c's link now resolves. a and b do not depend on it.
    expect(await reused([a, b, c, testDoc('gone.md', '# Gone')])).toEqual(['a', 'b']);
  });

  it('compiles again a doc whose image file changed', async () => {
    const root = await mkdtemp(join(tmpdir(), 'quire-doc-image-'));
    roots.push(root);
    await writeFile(join(root, 'flow.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>');
    const doc: Doc = { ...testDoc('pic.md', '# Pic\n\n![Flow](./flow.svg)'), filePath: join(root, 'pic.md') };
    const reused = await cacheOf([doc]);
    expect(await reused([doc])).toEqual(['pic']);
    await writeFile(join(root, 'flow.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"></svg>');
    expect(await reused([doc])).toEqual([]);
  });

  it('is not used for sites with markdown plugins, which are code it cannot fingerprint', async () => {
    const store = (await openCacheStore(await mkdtemp(join(tmpdir(), 'quire-doc-plugins-'))))!;
    roots.push(store.dir.replace(/[\\/]v1$/, ''));
    const withPlugin = testContext({ markdown: { remarkPlugins: [() => undefined] } });
    expect(compiledDocsCache(store, 'toolchain', withPlugin.config, [a])).toBeUndefined();
  });
});
