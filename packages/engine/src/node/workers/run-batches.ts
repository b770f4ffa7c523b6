import { runLanes } from './run-lanes.js';

/**
 * Runs `work` on every batch with at most `inFlight` batches started and not
 * yet finished; resolves to the results in batch order, or rejects with the
 * first failure once the batches under way have settled.
 *
 * A pool queues whatever it is handed, so handing it every batch at once
 * puts every batch's input in memory at once; with only as many in flight
 * as it has threads, a batch's input is made just before a thread takes it,
 * and let go once it is done.
 */
export function runBatches<T, R>(batches: readonly T[], inFlight: number, work: (batch: T) => Promise<R>): Promise<R[]> {
  return runLanes(batches, Array.from({ length: Math.max(1, Math.min(inFlight, batches.length)) }, () => work));
}
