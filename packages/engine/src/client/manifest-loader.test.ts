import { describe, expect, it, vi } from 'vitest';
import type { ClientManifest } from '../shared/types.js';
import { shardCount, shardOf, splitRoutes } from '../shared/manifest-shards.js';
import { encodeRoutes } from '../shared/manifest-wire.js';
import { ManifestLoader, type Fetcher } from './manifest-loader.js';
import { NOT_FOUND_KEY } from './route-matcher.js';
import { isSiteUpdatedError } from './site-updated-error.js';

const manifest: ClientManifest = { routes: { '/': { chunk: 'assets/routes/__root-A.js', deps: [] } }, notFound: { chunk: 'assets/routes/__404-B.js', deps: [] } };

const answer = (status: number, body: () => unknown): Awaited<ReturnType<Fetcher>> => ({ ok: status >= 200 && status < 300, status, json: async () => body() });

describe('ManifestLoader', () => {
  it('fetches the manifest once and matches paths against it', async () => {
    const fetcher = vi.fn<Fetcher>(async () => answer(200, () => manifest));
    const loader = new ManifestLoader('/route-manifest.json', undefined, fetcher);
    await expect(loader.resolve('/')).resolves.toMatchObject({ key: '/' });
    await loader.load();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('reports a manifest that is gone (404, or a page in its place) as a new version of the site', async () => {
    for (const gone of [answer(404, () => null), answer(410, () => null), answer(200, () => JSON.parse('<!doctype html>'))]) {
      const loader = new ManifestLoader('/route-manifest.json', undefined, async () => gone);
      const error = await loader.load().catch((e: unknown) => e);
      expect(isSiteUpdatedError(error), String(error)).toBe(true);
    }
  });

  it('forgets a failed fetch, so the next navigation asks again', async () => {
    const fetcher = vi.fn<Fetcher>().mockResolvedValueOnce(answer(503, () => null)).mockResolvedValueOnce(answer(200, () => manifest));
    const loader = new ManifestLoader('/route-manifest.json', undefined, fetcher);
    const error = await loader.load().catch((e: unknown) => e);
    expect(isSiteUpdatedError(error)).toBe(false);
    expect((error as Error).message).toContain('HTTP 503');
    await expect(loader.load()).resolves.toBeDefined();
  });

  it('refuses a manifest written with another client script, as a new version of the site', async () => {
    const written = { ...manifest, client: 'assets/quire-client-NEW.js' };
    const stale = new ManifestLoader('/route-manifest.json', 'assets/quire-client-OLD.js', async () => answer(200, () => written));
    expect(isSiteUpdatedError(await stale.load().catch((e: unknown) => e))).toBe(true);
    // A newer manifest of the same runtime is this page's to navigate with: its chunks are all deployed.
    const same = new ManifestLoader('/route-manifest.json', 'assets/quire-client-NEW.js', async () => answer(200, () => written));
    await expect(same.resolve('/')).resolves.toMatchObject({ key: '/' });
  });

  it('resolves known routes from the whole manifest, as resolve does, when it is not split', async () => {
    const fetcher = vi.fn<Fetcher>(async () => answer(200, () => manifest));
    const loader = new ManifestLoader('/route-manifest.json', undefined, fetcher, '/');
    await expect(loader.resolveKnown('/')).resolves.toMatchObject({ key: '/' });
    await expect(loader.resolveKnown('/elsewhere')).resolves.toMatchObject({ key: NOT_FOUND_KEY });
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('asks the server past the browser cache, since the file keeps its name across deploys', async () => {
    const fetch = vi.fn(async () => answer(200, () => manifest));
    vi.stubGlobal('fetch', fetch);
    try {
      await new ManifestLoader('/route-manifest.json').load();
      expect(fetch).toHaveBeenCalledWith('/route-manifest.json', { cache: 'no-cache' });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('ManifestLoader over a manifest split into shards', () => {
  const routes: Record<string, { chunk: string; deps: string[] }> = {};
  for (let i = 0; i < 2500; i++) routes[`/s${i % 50}/p${i}`] = { chunk: `assets/routes/s${i % 50}/p${i}-X.js`, deps: i % 2 ? ['assets/sidebar/S.js'] : [] };
  const notFound = { chunk: 'assets/routes/__404-B.js', deps: [] };

  /** The files `writeRouteManifest` would write, served by a fake fetch that records what is asked for. */
  function site() {
    const count = shardCount(Object.keys(routes).length);
    const files = new Map<string, unknown>([['/docs/route-manifest.json', { notFound, client: 'c.js', shards: { folder: 'assets/manifest/H', count } }]]);
    splitRoutes(routes, count).forEach((shard, index) => files.set(`/docs/assets/manifest/H/${index}.json`, encodeRoutes(shard)));
    const asked: string[] = [];
    const fetcher: Fetcher = async (url) => {
      asked.push(url);
      return files.has(url) ? answer(200, () => JSON.parse(JSON.stringify(files.get(url)))) : answer(404, () => null);
    };
    return { count, files, asked, fetcher };
  }

  it('fetches the index, then only the shard of each path asked for, once, and matches as the whole manifest would', async () => {
    const { count, asked, fetcher } = site();
    const loader = new ManifestLoader('/docs/route-manifest.json', 'c.js', fetcher);
    await expect(loader.resolve('/s3/p53')).resolves.toEqual({ key: '/s3/p53', route: { chunk: 'assets/routes/s3/p53-X.js', deps: ['assets/sidebar/S.js'] } });
    await expect(loader.resolve('/s4/p54/')).resolves.toEqual({ key: '/s4/p54', route: { chunk: 'assets/routes/s4/p54-X.js', deps: [] } });
    await expect(loader.resolve('/no/such')).resolves.toEqual({ key: NOT_FOUND_KEY, route: notFound });
    const shardsOf = ['/s3/p53', '/s4/p54', '/no/such'].map((path) => shardOf(path, count));
    expect(asked).toEqual(['/docs/route-manifest.json', ...[...new Set(shardsOf)].map((index) => `/docs/assets/manifest/H/${index}.json`)]);
    // Asked again: nothing fetched.
    await loader.resolve('/s3/p53');
    expect(asked).toHaveLength(1 + new Set(shardsOf).size);
  });

  it('reports a shard that is gone as a new version of the site, and asks again after another failure', async () => {
    const { files, fetcher } = site();
    for (const key of [...files.keys()]) if (key.endsWith('.json') && key.includes('/manifest/H/')) files.delete(key);
    const loader = new ManifestLoader('/docs/route-manifest.json', 'c.js', fetcher);
    expect(isSiteUpdatedError(await loader.resolve('/s3/p53').catch((e: unknown) => e))).toBe(true);
    const again = site();
    const retrying = new ManifestLoader('/docs/route-manifest.json', 'c.js', vi.fn<Fetcher>(again.fetcher).mockImplementationOnce(again.fetcher).mockResolvedValueOnce(answer(503, () => null)));
    expect(String(await retrying.resolve('/s3/p53').catch((e: unknown) => e))).toContain('HTTP 503');
    await expect(retrying.resolve('/s3/p53')).resolves.toMatchObject({ key: '/s3/p53' });
  });

  /** Two paths whose folders fall in different shards, neither of them that of `home`. */
  function pathsInOtherShards(count: number, home: string): [string, string] {
    const others = Object.keys(routes).filter((path) => shardOf(path, count) !== shardOf(home, count));
    const first = others[0]!;
    const second = others.find((path) => shardOf(path, count) !== shardOf(first, count))!;
    return [first, second];
  }

  it('fetches the home shard with the index, and resolves known routes from the shards asked for only', async () => {
    const { count, asked, fetcher } = site();
    const home = '/s3/p53';
    const sibling = '/s3/p103';
    const loader = new ManifestLoader('/docs/route-manifest.json', 'c.js', fetcher, home);
    const [elsewhere, further] = pathsInOtherShards(count, home);
    const shardUrl = (path: string) => `/docs/assets/manifest/H/${shardOf(path, count)}.json`;

    // A page of the home section is known once its shard, asked for with the index, is in.
    await expect(loader.resolveKnown(sibling)).resolves.toEqual({ key: sibling, route: routes[sibling] });
    expect(asked).toEqual(['/docs/route-manifest.json', shardUrl(home)]);
    // One of another shard is not, and asking fetches nothing.
    await expect(loader.resolveKnown(elsewhere)).resolves.toBeUndefined();
    expect(asked).toHaveLength(2);
    // Once resolve fetched that shard (a hover, a click), its routes are known; a third shard still is not.
    const resolving = loader.resolve(elsewhere);
    await expect(loader.resolveKnown(elsewhere)).resolves.toEqual({ key: elsewhere, route: routes[elsewhere] });
    await resolving;
    await expect(loader.resolveKnown(further)).resolves.toBeUndefined();
    expect(asked).toEqual(['/docs/route-manifest.json', shardUrl(home), shardUrl(elsewhere)]);
  });

  it('knows no route of a shard before one is asked for when it has no home', async () => {
    const { asked, fetcher } = site();
    const loader = new ManifestLoader('/docs/route-manifest.json', 'c.js', fetcher);
    await expect(loader.resolveKnown('/s3/p53')).resolves.toBeUndefined();
    expect(asked).toEqual(['/docs/route-manifest.json']);
  });

  it('forgets a home shard that failed, so the next resolve asks for it again', async () => {
    const { fetcher } = site();
    let fail: () => void = () => {};
    const failed = new Promise<Awaited<ReturnType<Fetcher>>>((settle) => (fail = () => settle(answer(503, () => null))));
    let shardsAsked = 0;
    const flaky: Fetcher = (url) => (url.includes('/manifest/H/') && shardsAsked++ === 0 ? failed : fetcher(url));
    const loader = new ManifestLoader('/docs/route-manifest.json', 'c.js', flaky, '/s3/p53');
    // Waiting on the home shard in flight, then its failure.
    const waiting = loader.resolveKnown('/s3/p103');
    await loader.load();
    fail();
    await expect(waiting).rejects.toThrow('HTTP 503');
    await expect(loader.resolveKnown('/s3/p103')).resolves.toBeUndefined();
    await expect(loader.resolve('/s3/p103')).resolves.toMatchObject({ key: '/s3/p103' });
    expect(shardsAsked).toBe(2);
  });
});
