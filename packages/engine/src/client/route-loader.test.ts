import { describe, expect, it, vi } from 'vitest';
import type { RouteModule } from '../shared/types.js';
import { RouteLoader } from './route-loader.js';
import { isSiteUpdatedError } from './site-updated-error.js';

const module: RouteModule = { page: { kind: 'search', title: 'Search' } };
const match = { key: '/search', route: { chunk: 'assets/routes/search-X.js', deps: [] } };

describe('RouteLoader', () => {
  it('loads a chunk once under the base URL and remembers it', async () => {
    const importer = vi.fn(async () => ({ default: module }));
    const loader = new RouteLoader('/docs/', importer);
    expect(loader.state('/search')).toBeUndefined();
    const first = loader.load(match);
    expect(loader.state('/search')?.status).toBe('loading');
    await expect(first).resolves.toBe(module);
    await loader.load(match);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(importer).toHaveBeenCalledWith('/docs/assets/routes/search-X.js');
    expect(loader.state('/search')).toEqual({ status: 'loaded', module });
  });

  it('marks a failed load and retries it with a fresh URL', async () => {
    const importer = vi
      .fn<(url: string) => Promise<{ default: RouteModule }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: module });
    const loader = new RouteLoader('/', importer, async () => false);
    await expect(loader.load(match)).rejects.toThrow('Failed to fetch');
    expect(loader.state('/search')?.status).toBe('failed');
    await expect(loader.load(match)).resolves.toBe(module);
    expect(importer.mock.calls.map((c) => c[0])).toEqual(['/assets/routes/search-X.js', '/assets/routes/search-X.js?retry=1']);
  });

  it('joins a load in flight', async () => {
    const importer = vi.fn(async () => ({ default: module }));
    const loader = new RouteLoader('/', importer);
    await Promise.all([loader.load(match), loader.load(match)]);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('fails with a SiteUpdatedError when the server no longer has the chunk or a file it imports', async () => {
    const withDeps = { key: '/search', route: { chunk: 'assets/routes/search-OLD.js', deps: ['assets/chunks/shared-OLD.js'] } };
    const importer = vi.fn(async (): Promise<{ default: RouteModule }> => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const asked: string[] = [];
    const loader = new RouteLoader('/docs/', importer, async (url) => {
      asked.push(url);
      return url.includes('shared-OLD');
    });
    const error = await loader.load(withDeps).catch((e: unknown) => e);
    expect(isSiteUpdatedError(error)).toBe(true);
    expect((error as Error).message).toMatch(/new version of this site/);
    expect((error as Error).cause).toBeInstanceOf(TypeError);
    expect(asked.sort()).toEqual(['/docs/assets/chunks/shared-OLD.js', '/docs/assets/routes/search-OLD.js']);
    expect(loader.state('/search')?.status).toBe('failed');
  });

  it('keeps the import error when every file is still there (a network hiccup: Retry can work)', async () => {
    const importer = vi.fn(async (): Promise<{ default: RouteModule }> => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const loader = new RouteLoader('/', importer, async () => false);
    const error = await loader.load(match).catch((e: unknown) => e);
    expect(isSiteUpdatedError(error)).toBe(false);
    expect(error).toBeInstanceOf(TypeError);
  });
});

describe('RouteLoader.refresh', () => {
  it('imports every route again under a fresh URL', async () => {
    const importer = vi.fn(async (_url: string) => ({ default: module }));
    const loader = new RouteLoader('/', importer);
    await loader.load(match);
    loader.refresh();
    expect(loader.state('/search')).toBeUndefined();
    await loader.load(match);
    loader.refresh();
    await loader.load(match);
    expect(importer.mock.calls.map((c) => c[0])).toEqual([
      '/assets/routes/search-X.js',
      '/assets/routes/search-X.js?v=1',
      '/assets/routes/search-X.js?v=2',
    ]);
  });

  it('keeps a load that a refresh overtook from recording its stale module', async () => {
    let finish!: (value: { default: RouteModule }) => void;
    const importer = vi.fn(() => new Promise<{ default: RouteModule }>((resolve) => (finish = resolve)));
    const loader = new RouteLoader('/', importer);
    const stale = loader.load(match);
    loader.refresh();
    finish({ default: module });
    await expect(stale).resolves.toBe(module);
    expect(loader.state('/search')).toBeUndefined();
  });
});
