import { describe, expect, it, vi } from 'vitest';
import type { ClientManifest } from '../shared/types.js';
import { ManifestLoader, type Fetcher } from './manifest-loader.js';
import { isSiteUpdatedError } from './site-updated-error.js';

const manifest: ClientManifest = { routes: { '/': { chunk: 'assets/routes/__root-A.js', deps: [] } }, notFound: { chunk: 'assets/routes/__404-B.js', deps: [] } };

const answer = (status: number, body: () => unknown): Awaited<ReturnType<Fetcher>> => ({ ok: status >= 200 && status < 300, status, json: async () => body() });

describe('ManifestLoader', () => {
  it('fetches the manifest once and matches paths against it', async () => {
    const fetcher = vi.fn<Fetcher>(async () => answer(200, () => manifest));
    const loader = new ManifestLoader('/assets/manifest-1.json', fetcher);
    await expect(loader.resolve('/')).resolves.toMatchObject({ key: '/' });
    await loader.load();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('reports a manifest that is gone (404, or a page in its place) as a new version of the site', async () => {
    for (const gone of [answer(404, () => null), answer(410, () => null), answer(200, () => JSON.parse('<!doctype html>'))]) {
      const loader = new ManifestLoader('/assets/manifest-1.json', async () => gone);
      const error = await loader.load().catch((e: unknown) => e);
      expect(isSiteUpdatedError(error), String(error)).toBe(true);
    }
  });

  it('forgets a failed fetch, so the next navigation asks again', async () => {
    const fetcher = vi.fn<Fetcher>().mockResolvedValueOnce(answer(503, () => null)).mockResolvedValueOnce(answer(200, () => manifest));
    const loader = new ManifestLoader('/assets/manifest-1.json', fetcher);
    const error = await loader.load().catch((e: unknown) => e);
    expect(isSiteUpdatedError(error)).toBe(false);
    expect((error as Error).message).toContain('HTTP 503');
    await expect(loader.load()).resolves.toBeDefined();
  });
});
