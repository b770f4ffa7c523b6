import { describe, expect, it, vi } from 'vitest';
import type { CacheStore } from './cache-store.js';
import { stripTypesMemo } from './strip-types-memo.js';

/** A store holding nothing, which records what is looked up and written. */
function emptyStore() {
  const looked: string[] = [];
  const write = vi.fn(async () => {});
  const store = { lookup: async () => (key: string) => void looked.push(key), write } as unknown as CacheStore;
  return { store, looked, write };
}

describe('stripTypesMemo', () => {
  it('strips a block it lacks and writes it to the store', async () => {
    const { store, write } = emptyStore();
    const strip = await stripTypesMemo(store, 'toolchain');
    expect(strip('const a: number = 1;', 'ts')).toEqual({ ok: true, code: 'const a = 1;', sourceLines: [0] });
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('answers a block seen before in this build without hashing, looking up or writing it again', async () => {
    const { store, looked, write } = emptyStore();
    const strip = await stripTypesMemo(store, 'toolchain');
    const first = strip('let b: string;', 'ts');
    expect(strip('let b: string;', 'ts')).toBe(first);
    expect(looked).toHaveLength(1);
    expect(write).toHaveBeenCalledTimes(1);
    // The language is part of what is remembered.
    strip('let b: string;', 'tsx');
    expect(looked).toHaveLength(2);
  });
});
