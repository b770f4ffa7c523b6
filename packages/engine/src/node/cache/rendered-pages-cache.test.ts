import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SiteData } from '../../shared/types.js';
import type { PageJob } from '../render/page-html.js';
import { openCacheStore } from './cache-store.js';
import { renderedPagesCache } from './rendered-pages-cache.js';

const roots: string[] = [];
afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

const site = { title: 'T' } as unknown as SiteData;
const job = (path: string, sidebar?: number): PageJob => ({ path, pageJson: '', pageDigest: `digest of ${path}`, client: { chunk: 'c.js', deps: [] }, ...(sidebar !== undefined && { sidebar }) }) as PageJob;

describe('renderedPagesCache.prepare', () => {
  it("keys a page by its sidebar view's text, whichever chunk of the site's jobs it is prepared in", async () => {
    const root = await mkdtemp(join(tmpdir(), 'quire-pages-cache-'));
    roots.push(root);
    const cache = renderedPagesCache((await openCacheStore(root))!, 'toolchain', 'bundle');
    const views = ['[{"a":1}]', '[{"b":2}]'];
    // The render phase's way: one list of views for the whole site, its jobs prepared in chunks.
    const [a, b] = [job('/a', 0), job('/b', 1)];
    await cache.prepare([a], views, site);
    await cache.prepare([b], views, site);
    // Alone, with only its own view in the list, a page gets the same key.
    const [a1, b1] = [job('/a', 0), job('/b', 0)];
    await cache.prepare([a1], [views[0]!], site);
    await cache.prepare([b1], [views[1]!], site);
    expect(a.cacheKey).toBe(a1.cacheKey);
    expect(b.cacheKey).toBe(b1.cacheKey);
    // Another view, another key; no view, another again.
    const [other, none] = [job('/a', 0), job('/a')];
    await cache.prepare([other, none], ['[{"a":3}]'], site);
    expect(new Set([a.cacheKey, other.cacheKey, none.cacheKey]).size).toBe(3);
  });
});
