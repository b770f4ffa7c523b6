import { describe, expect, it, vi } from 'vitest';
import type { ClientManifest } from '../shared/types.js';
import { ManifestLoader, type Fetcher } from './manifest-loader.js';
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
