import { describe, expect, it, vi } from 'vitest';
import type { SidebarItem } from '../shared/types.js';
import { SidebarChunkLoader } from './sidebar-chunk-loader.js';

const items: SidebarItem[] = [{ type: 'link', label: 'A', href: '/a' }];
const chunk = 'assets/sidebar/ABCDEFGH.js';

describe('SidebarChunkLoader', () => {
  it('loads a chunk once under the base URL, keeps it and tells its listeners', async () => {
    const importer = vi.fn(async () => ({ default: items }));
    const loader = new SidebarChunkLoader('/docs/', importer);
    const listener = vi.fn();
    const unsubscribe = loader.subscribe(listener);
    expect(loader.get(chunk)).toBeUndefined();
    await Promise.all([loader.load(chunk), loader.load(chunk)]);
    await loader.load(chunk);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(importer).toHaveBeenCalledWith('/docs/assets/sidebar/ABCDEFGH.js');
    expect(loader.get(chunk)).toBe(items);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('remembers items a page shipped, quietly, and never fetches them', async () => {
    const importer = vi.fn(async () => ({ default: [] as SidebarItem[] }));
    const loader = new SidebarChunkLoader('/', importer);
    const listener = vi.fn();
    loader.subscribe(listener);
    loader.remember(chunk, items);
    expect(loader.get(chunk)).toBe(items);
    await expect(loader.load(chunk)).resolves.toBe(items);
    expect(importer).not.toHaveBeenCalled();
    expect(listener).not.toHaveBeenCalled();
  });

  it('forgets a failed load, so the next one retries with a fresh URL', async () => {
    const importer = vi
      .fn<(url: string) => Promise<{ default: SidebarItem[] }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: items });
    const loader = new SidebarChunkLoader('/', importer);
    await expect(loader.load(chunk)).rejects.toThrow('Failed to fetch');
    expect(loader.get(chunk)).toBeUndefined();
    await expect(loader.load(chunk)).resolves.toBe(items);
    expect(importer.mock.calls.map((c) => c[0])).toEqual([`/${chunk}`, `/${chunk}?retry=1`]);
  });
});
