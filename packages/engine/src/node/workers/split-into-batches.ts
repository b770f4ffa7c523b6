/**
 * Fewest items in a tapered batch: below this, a batch's message round trip
 * and cache segment cost more than the waiting it spares.
 */
const MIN_TAIL_BATCH = 16;

/**
 * Splits work into batches for a pool: several per thread, so a thread that
 * drew slow pages is not left running alone at the end, but not so many
 * that messaging costs more than it saves.
 *
 * The batches taper off towards the end (guided scheduling): once less than
 * two batches per thread are left, each batch takes half of one thread's
 * share of the rest, down to 16 items. Whichever thread finishes first then waits
 * at most for a small batch, not for a whole one (at 1000 docs on 2 threads,
 * a batch of 125 docs is 0.4-0.8 s of one core).
 *
 * @param maxSize The most items in one batch, for work whose batch a thread
 *   holds in memory whole (its input, its output until the batch ends): more
 *   batches are made when the site is large.
 * @param maxBatches The most batches, tapered ones included: where tapering
 *   would make more, the batches are all of one size. (Each batch of a cold
 *   build writes a cache segment, and past `MAX_SEGMENTS` the cache merges
 *   them all at the end of the build: 318 MB read and written again at 5000 pages.)
 */
export function splitIntoBatches<T>(items: T[], threads: number, maxSize = Infinity, maxBatches = Infinity): T[][] {
  const count = Math.max(1, Math.min(Math.ceil(items.length / 16), threads * 4), Math.ceil(items.length / maxSize));
  const size = Math.ceil(items.length / count);
  const sizes: number[] = [];
  for (let i = 0; i < items.length; ) {
    const tapered = Math.max(MIN_TAIL_BATCH, Math.ceil((items.length - i) / (threads * 2)));
    sizes.push(Math.min(size, tapered));
    i += sizes.at(-1)!;
  }
  const batches: T[][] = [];
  const even = sizes.length > maxBatches;
  for (let i = 0, n = 0; i < items.length; n++) {
    const take = even ? size : sizes[n]!;
    batches.push(items.slice(i, i + take));
    i += take;
  }
  return batches;
}
