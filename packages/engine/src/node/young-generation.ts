import { setFlagsFromString } from 'node:v8';

/**
 * V8's default for `--semi-space-growth-factor` (`node --v8-options`): the
 * young generation doubles when a scavenge finds much of it still alive.
 */
const DEFAULT_GROWTH_FACTOR = 2;

/** Whether {@link holdYoungGeneration} is in effect; like the short run's flag, only the thread that set it reads this. */
let held = false;

/**
 * Stops V8's young generation from growing past the size it has now, for a
 * process about to build (the CLI's), until {@link releaseYoungGeneration}.
 *
 * Why: on the bench machine (a virtual machine) the first touch of a page of
 * memory costs about 15 µs (100 MB touched fresh: 15.3 µs a page), many times
 * what it costs on bare metal.
 * Left to grow, the main thread's young generation goes to two semi-spaces
 * of 16 MB; each scavenge copies into the other, so a build touches 32 MB of
 * fresh pages (8,000 faults) for young objects, and the kernel frees them
 * again as the process exits. Held at the couple of megabytes it reaches
 * while the engine loads, scavenges come more often but each touches pages
 * already mapped. Measured on the 2-core machine, interleaved against the
 * same build unheld (medians): a warm rebuild of 1000 pages took 23,000 page
 * faults instead of 28,000 and 42 ms less (10 of 14 pairs faster, twice); a
 * cold build of 44 pages 37-48 ms less (8-9 of 12 pairs); the Redux Toolkit
 * docs, whose build releases it for a helper thread, 79 ms less (6 of 8).
 *
 * What it sets is the factor the young generation grows by, which V8 reads
 * each time it would grow: the sizes fixed at start-up (`--max-semi-space-size`)
 * cannot change in a running process. V8's flags are the process's, worker
 * threads included, and part of what its code caches are checked against:
 * call it only in a process of Quire's own (the CLI's), and release it before
 * worker threads start, whose young generation the build pool sizes itself
 * (see `createBuildPool`).
 */
export function holdYoungGeneration(): void {
  setFlagsFromString('--semi-space-growth-factor=1');
  held = true;
}

/** Lets the young generation grow again, if {@link holdYoungGeneration} held it. */
export function releaseYoungGeneration(): void {
  if (!held) return;
  setFlagsFromString(`--semi-space-growth-factor=${DEFAULT_GROWTH_FACTOR}`);
  held = false;
}

/** Whether {@link holdYoungGeneration} is in effect in this thread. */
export function youngGenerationHeld(): boolean {
  return held;
}
