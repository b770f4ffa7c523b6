/** Runs async work with at most a fixed number of calls in flight. */
export type Limiter = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * A limiter for `limit` concurrent calls, first come first served: writing
 * thousands of small files all at once would run out of file descriptors
 * (EMFILE) on a big site.
 */
export function createLimiter(limit: number): Limiter {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resume) => waiting.push(resume));
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
