import { Script } from 'node:vm';

/**
 * A short text naming the V8 this thread runs and the V8 flags in effect
 * right now: the two things, besides the source, that V8 checks a code cache
 * against (it turns down a cache made by another version or under other
 * flags, and compiles from the source instead).
 *
 * Why not `process.version` and `process.execArgv`: V8's flags also change
 * at run time (`startShortRunJit` turns the optimizing compiler off for a
 * small build) and come from `NODE_OPTIONS`; and a heap limit such as
 * `--max-old-space-size` is one of the flags V8 checks. So the tag is read
 * from V8 itself: the header of a code cache made for a one-character
 * script holds V8's magic number, version hash, the source's hash and the
 * flags' hash (its first 16 bytes, the same for every run with the same
 * V8 and flags). About 0.4 ms on the 2-core machine.
 */
export function v8CacheTag(): string {
  const probe = new Script('0', { filename: 'quire-v8-cache-tag' }).createCachedData();
  return Buffer.from(probe.buffer, probe.byteOffset, 16).toString('hex');
}
