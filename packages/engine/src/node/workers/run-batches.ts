/**
 * Runs `work` on every batch with at most `inFlight` batches started and not
 * yet finished, each free slot taking the next batch; resolves to the
 * results in batch order, or rejects with the first failure once the
 * batches under way have settled (no batch starts after it).
 *
 * A pool queues whatever it is handed, so handing it every batch at once
 * puts every batch's input in memory at once; with only as many in flight
 * as it has threads, a batch's input is made just before a thread takes it,
 * and let go once it is done.
 */
export async function runBatches<T, R>(batches: readonly T[], inFlight: number, work: (batch: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(batches.length);
  let next = 0;
  let failure: { error: unknown } | undefined;
  const slot = async (): Promise<void> => {
    while (next < batches.length && !failure) {
      const index = next++;
      try {
        results[index] = await work(batches[index]!);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(inFlight, batches.length)) }, slot));
  if (failure) throw failure.error;
  return results;
}
