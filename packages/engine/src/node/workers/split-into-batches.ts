/**
 * Splits work into batches for a pool: several per thread, so a thread that
 * drew slow pages is not left running alone at the end, but not so many
 * that messaging costs more than it saves.
 *
 * @param maxSize The most items in one batch, for work whose batch a thread
 *   holds in memory whole (its input, its output until the batch ends): more
 *   batches are made when the site is large.
 */
export function splitIntoBatches<T>(items: T[], threads: number, maxSize = Infinity): T[][] {
  const count = Math.max(1, Math.min(Math.ceil(items.length / 16), threads * 4), Math.ceil(items.length / maxSize));
  const size = Math.ceil(items.length / count);
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
}
