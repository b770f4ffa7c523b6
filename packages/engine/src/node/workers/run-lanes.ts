/**
 * Runs every batch on one of `lanes`, each lane taking the next batch as
 * soon as it is free; resolves to the results in batch order, or rejects
 * with the first failure once the batches under way have settled (no lane
 * starts a batch after it).
 *
 * Why lanes rather than a fixed split: the lanes of a small build (the
 * main thread, and one worker thread still loading the markdown pipeline
 * when the phase begins) are ready at different times and go at different
 * speeds; whichever is free takes the next batch, so neither waits on the
 * other at the end.
 */
export async function runLanes<T, R>(batches: readonly T[], lanes: ReadonlyArray<(batch: T) => Promise<R>>): Promise<R[]> {
  const results: R[] = new Array(batches.length);
  let next = 0;
  let failure: { error: unknown } | undefined;
  const drive = async (work: (batch: T) => Promise<R>): Promise<void> => {
    while (next < batches.length && !failure) {
      const index = next++;
      try {
        results[index] = await work(batches[index]!);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(lanes.map(drive));
  if (failure) throw failure.error;
  return results;
}
