/**
 * Splits work into batches for a pool: several per thread, so a thread that
 * drew slow pages is not left running alone at the end, but not so many
 * that messaging costs more than it saves.
 */
export function splitIntoBatches<T>(items: T[], threads: number): T[][] {
  const count = Math.max(1, Math.min(Math.ceil(items.length / 16), threads * 4));
  const size = Math.ceil(items.length / count);
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
}
