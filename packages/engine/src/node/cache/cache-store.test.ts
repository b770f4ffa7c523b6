import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import * as fastFs from '../fast-fs.js';
import { openCacheStore, type CacheStore } from './cache-store.js';
import { contentHash } from './content-hash.js';

const roots: string[] = [];
afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

async function freshStore(): Promise<{ root: string; store: CacheStore }> {
  const root = await mkdtemp(join(tmpdir(), 'quire-cache-store-'));
  roots.push(root);
  return { root, store: (await openCacheStore(root))! };
}

const key = (n: number) => contentHash('test', String(n));

/**
 * Runs `body` on a clock that moves only when it calls `tick`: segment
 * names carry the millisecond they were written (newer wins), so the tests
 * that write several in a row give each its own millisecond instead of
 * sleeping. Only `Date` is faked; file system callbacks run as usual.
 */
async function withSteppedClock(body: (tick: () => void) => Promise<void>): Promise<void> {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  try {
    await body(() => vi.setSystemTime(Date.now() + 1));
  } finally {
    vi.useRealTimers();
  }
}
const segments = async (root: string, kind: string) => (await readdir(join(root, 'v1', kind))).filter((name) => name.endsWith('.seg'));

describe('openCacheStore', () => {
  it('reads back what an earlier build wrote, docs and pages from one segment file each', async () => {
    const { root, store } = await freshStore();
    await store.write('docs', key(1), 'one');
    await store.write('docs', key(2), Buffer.from('two'));
    await store.write('pages', key(3), '<p>three</p>');
    await store.write('client', key(4), 'bundle');
    // Gathered until flushed: nothing half-written is ever on disk.
    expect(await segments(root, 'docs')).toEqual([]);
    await store.flush();
    expect(await segments(root, 'docs')).toHaveLength(1);

    const next = (await openCacheStore(root))!;
    expect((await next.read('docs', key(1)))?.toString()).toBe('one');
    expect((await next.read('docs', key(2)))?.toString()).toBe('two');
    expect((await next.read('pages', key(3)))?.toString()).toBe('<p>three</p>');
    expect((await next.read('client', key(4)))?.toString()).toBe('bundle');
    expect(await next.read('docs', key(5))).toBeUndefined();
    expect(next.corrupt).toBe(0);
  });

  // Pages are scanned for their keys and read one at a time (see `scanSegment`); docs are read whole.
  it.each(['pages', 'docs'] as const)('ignores a damaged %s record and keeps the records before a cut', async (kind) => {
    const { root, store } = await freshStore();
    for (let n = 0; n < 3; n++) await store.write(kind, key(n), `entry ${n} `.repeat(50));
    await store.flush();
    const [segment] = await segments(root, kind);
    const file = join(root, 'v1', kind, segment!);
    const bytes = await readFile(file);
    // A flipped byte in the middle record's payload.
    const middle = bytes.indexOf('entry 1');
    bytes[middle + 3] = bytes[middle + 3]! ^ 0x20;
    await writeFile(file, bytes);
    const damaged = (await openCacheStore(root))!;
    expect((await damaged.read(kind, key(0)))?.toString()).toContain('entry 0');
    expect(await damaged.read(kind, key(1))).toBeUndefined();
    expect((await damaged.read(kind, key(2)))?.toString()).toContain('entry 2');
    expect(damaged.corrupt).toBe(1);

    // Cut in the last record, as a full disk would leave it.
    await writeFile(file, bytes.subarray(0, bytes.indexOf('entry 2') + 10));
    const cut = (await openCacheStore(root))!;
    expect((await cut.read(kind, key(0)))?.toString()).toContain('entry 0');
    expect(await cut.read(kind, key(2))).toBeUndefined();
    expect(cut.corrupt).toBe(1);
  });

  it('finds rendered pages without reading the segments whole, and a page whose segment is gone since is absent, not damaged', async () => {
    const { root, store } = await freshStore();
    for (let n = 0; n < 3; n++) await store.write('pages', key(n), `page ${n} `.repeat(50));
    await store.flush();
    const next = (await openCacheStore(root))!;
    const whole = vi.spyOn(fastFs, 'readFile');
    try {
      expect(await next.read('pages', key(7))).toBeUndefined();
      expect((await next.read('pages', key(1)))?.toString()).toBe('page 1 '.repeat(50));
      expect(whole).not.toHaveBeenCalled();
    } finally {
      whole.mockRestore();
    }
    // Another build merged the segment into a new one after this one listed its records.
    await rm(join(root, 'v1', 'pages', (await segments(root, 'pages'))[0]!));
    expect(await next.read('pages', key(2))).toBeUndefined();
    expect(next.corrupt).toBe(0);
  });

  it('reads back a segment of more small records than one write call takes (1024 buffers on Linux)', async () => {
    const { root, store } = await freshStore();
    for (let n = 0; n < 3000; n++) await store.write('strip', key(n), `js ${n}`);
    await store.flush();
    const next = (await openCacheStore(root))!;
    const read = await Promise.all(Array.from({ length: 3000 }, async (_, n) => (await next.read('strip', key(n)))?.toString()));
    expect(read).toEqual(Array.from({ length: 3000 }, (_, n) => `js ${n}`));
    expect(next.corrupt).toBe(0);
  });

  it('writes a client bundle given in parts as one entry, checked as a whole when read', async () => {
    const { root, store } = await freshStore();
    const parts = [Buffer.from('header\n'), Buffer.from('client.js;'), new Uint8Array([0xe2, 0x9c, 0x93]), Buffer.from('server.cjs')];
    await store.write('client', key(1), parts);
    await store.write('docs', key(2), [Buffer.from('do'), Buffer.from('c')]);
    await store.flush();
    const next = (await openCacheStore(root))!;
    expect(await next.read('client', key(1))).toEqual(Buffer.concat(parts));
    expect((await next.read('docs', key(2)))?.toString()).toBe('doc');
    expect(next.corrupt).toBe(0);
    // One flipped byte in the last part fails the checksum taken over all of them.
    const file = join(root, 'v1', 'client', key(1));
    const bytes = await readFile(file);
    bytes.writeUInt8(bytes.at(-1)! ^ 1, bytes.length - 1);
    await writeFile(file, bytes);
    const again = (await openCacheStore(root))!;
    expect(await again.read('client', key(1))).toBeUndefined();
    expect(again.corrupt).toBe(1);
  });

  it('treats a damaged client bundle entry as absent and removes it', async () => {
    const { root, store } = await freshStore();
    await store.write('client', key(1), 'x'.repeat(100));
    const file = join(root, 'v1', 'client', key(1));
    await writeFile(file, (await readFile(file)).subarray(0, 60));
    const next = (await openCacheStore(root))!;
    expect(await next.read('client', key(1))).toBeUndefined();
    expect(next.corrupt).toBe(1);
    expect(await readdir(join(root, 'v1', 'client'))).toEqual([]);
  });

  it('never reads temp files, and a later segment wins over an earlier one', async () => {
    const { root, store } = await freshStore();
    await withSteppedClock(async (tick) => {
      await store.write('docs', key(1), 'old');
      await store.flush();
      tick();
      await store.write('docs', key(1), 'new');
      await store.flush();
    });
    // What a build killed mid-write leaves: a temp file, never renamed into place.
    await writeFile(join(root, 'v1', 'docs', '.tmp-1-abc'), 'garbage');
    const next = (await openCacheStore(root))!;
    expect((await next.read('docs', key(1)))?.toString()).toBe('new');
    expect(next.corrupt).toBe(0);
  });

  it('merges many segments into one holding only what the last build used', async () => {
    const { root, store } = await freshStore();
    for (let n = 0; n < 40; n++) {
      await store.write('docs', key(n), `doc ${n}`);
      await store.flush();
    }
    expect(await segments(root, 'docs')).toHaveLength(40);
    const next = (await openCacheStore(root))!;
    for (let n = 0; n < 10; n++) await next.read('docs', key(n));
    await next.prune();
    expect(await segments(root, 'docs')).toHaveLength(1);
    const after = (await openCacheStore(root))!;
    expect((await after.read('docs', key(3)))?.toString()).toBe('doc 3');
    expect(await after.read('docs', key(30))).toBeUndefined();
  });

  it("leaves a cold build's many segments of rendered pages as they are: a scan costs the same in one segment or in many", async () => {
    const { root, store } = await freshStore();
    // Past the limit that merges docs (32), as a large site's render batches make them; over 4 MB in all.
    for (let n = 0; n < 40; n++) {
      await store.write('pages', key(n), 'p'.repeat(128 * 1024));
      await store.flush();
    }
    await store.prune();
    expect(await segments(root, 'pages')).toHaveLength(40);
    const next = (await openCacheStore(root))!;
    expect((await next.read('pages', key(39)))?.toString()).toHaveLength(128 * 1024);
  });

  it('keeps the newest copy of a key when merging', async () => {
    const { root, store } = await freshStore();
    await withSteppedClock(async (tick) => {
      for (let n = 0; n < 40; n++) {
        await store.write('docs', key(n % 5), `doc ${n}`);
        await store.flush();
        tick();
      }
    });
    const next = (await openCacheStore(root))!;
    for (let n = 0; n < 5; n++) await next.read('docs', key(n));
    await next.prune();
    expect(await segments(root, 'docs')).toHaveLength(1);
    const after = (await openCacheStore(root))!;
    for (let n = 0; n < 5; n++) expect((await after.read('docs', key(n)))?.toString()).toBe(`doc ${35 + n}`);
    expect(after.corrupt).toBe(0);
  });

  it('merges a few large segments once most of their bytes are unused', async () => {
    const { root, store } = await freshStore();
    for (let n = 0; n < 5; n++) {
      await store.write('pages', key(n), `page ${n} `.repeat(120_000));
      await store.flush();
    }
    const next = (await openCacheStore(root))!;
    await next.read('pages', key(0));
    await next.prune();
    expect(await segments(root, 'pages')).toHaveLength(1);
    const after = (await openCacheStore(root))!;
    expect((await after.read('pages', key(0)))?.toString()).toContain('page 0 ');
    expect(await after.read('pages', key(1))).toBeUndefined();
  });

  it('merges segments of which half the bytes are unused, as after an upgrade that changed every key', async () => {
    const { root, store } = await freshStore();
    // The last version's entries, then this version's: the same pages under new keys, all of them used.
    for (let n = 0; n < 4; n++) await store.write('pages', key(n), `old page ${n} `.repeat(100_000));
    await store.flush();
    const upgraded = (await openCacheStore(root))!;
    await upgraded.read('pages', key(0));
    for (let n = 0; n < 4; n++) await upgraded.write('pages', key(10 + n), `new page ${n} `.repeat(100_000));
    await upgraded.flush();
    await upgraded.prune();
    expect(await segments(root, 'pages')).toHaveLength(2);
    // The next build uses only the new entries: it merges the old ones away.
    const next = (await openCacheStore(root))!;
    for (let n = 0; n < 4; n++) expect((await next.read('pages', key(10 + n)))?.toString()).toContain(`new page ${n} `);
    await next.prune();
    expect(await segments(root, 'pages')).toHaveLength(1);
    const after = (await openCacheStore(root))!;
    expect(await after.read('pages', key(0))).toBeUndefined();
    expect((await after.read('pages', key(13)))?.toString()).toContain('new page 3 ');
  });

  it('does not read back the segments the build itself wrote to decide whether to merge them', async () => {
    const { root, store } = await freshStore();
    // What a cold build leaves: a few large segments, all of them new, none loaded.
    for (let n = 0; n < 6; n++) {
      await store.write('pages', key(n), 'p'.repeat(1024 * 1024));
      await store.flush();
    }
    const written = await segments(root, 'pages');
    const reads = vi.spyOn(fastFs, 'readFile');
    try {
      await store.prune();
      expect(reads.mock.calls.filter(([file]) => String(file).endsWith('.seg'))).toEqual([]);
    } finally {
      reads.mockRestore();
    }
    expect(await segments(root, 'pages')).toEqual(written);
  });

  it('removes the entries of other layouts', async () => {
    const { root } = await freshStore();
    await writeFile(join(root, 'v0'), 'an older layout');
    const store = (await openCacheStore(root))!;
    await store.prune();
    expect(await readdir(root)).toEqual(['v1']);
  });
});
