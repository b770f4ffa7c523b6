import { useEffect, useState } from 'react';

/**
 * Milliseconds left until `delayMs` have passed since `since` (both on the
 * `performance.now()` clock); 0 once they have.
 */
export function delayLeft(since: number, delayMs: number, now: number): number {
  return Math.max(0, since + delayMs - now);
}

/**
 * Whether `delayMs` have passed since `since` (a `performance.now()` time,
 * such as `RouteLoading.since`). False on the first render and on the
 * server, so a delayed spinner never shows for a load shorter than its delay
 * and never differs between server markup and hydration.
 */
export function useDelayElapsed(since: number, delayMs: number): boolean {
  // Remember which start the delay elapsed for: a new `since` starts over.
  const [elapsedFor, setElapsedFor] = useState<number | null>(null);
  useEffect(() => {
    const left = delayLeft(since, delayMs, performance.now());
    const timer = setTimeout(() => setElapsedFor(since), left);
    return () => clearTimeout(timer);
  }, [since, delayMs]);
  return elapsedFor === since;
}
