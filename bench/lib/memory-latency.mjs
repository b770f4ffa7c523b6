// How fast this machine's memory answers right now, for reading the timed
// rows: on the bench machine (a virtual machine sharing its host) the same
// build takes 1.5 to 2 times as long in stretches when memory is slow,
// while a plain arithmetic loop runs as fast as ever. Measured in one
// session: 44 pages cold in 0.60-0.64 s with this probe at 110-130 ns, and
// 1.0-1.2 s with it at 180-250 ns, the code the same.
import { spawnSync } from 'node:child_process';
import { median } from './budget-row.mjs';

/** Bytes of the array the probe walks: far more than the processor's caches. */
const ARRAY_BYTES = 32 * 1024 * 1024;
const LOADS = 2_000_000;

// A random cycle over the array (Sattolo's shuffle), then a walk along it in
// which each load needs the one before: the time per load is memory's latency.
const PROBE = `
const n = ${ARRAY_BYTES / 4};
const next = new Int32Array(n);
for (let i = 0; i < n; i++) next[i] = i;
for (let i = n - 1; i > 0; i--) { const j = Math.floor(Math.random() * i); const t = next[i]; next[i] = next[j]; next[j] = t; }
let at = 0;
const started = process.hrtime.bigint();
for (let i = 0; i < ${LOADS}; i++) at = next[at];
const ns = Number(process.hrtime.bigint() - started) / ${LOADS};
process.stdout.write(String(ns) + (at < 0 ? '!' : ''));
`;

/**
 * Nanoseconds per dependent load from memory, median of three runs, each
 * in a Node process of its own (so no build's heap is in the way).
 *
 * @returns {number}
 */
export function measureMemoryLatency() {
  const runs = [];
  for (let i = 0; i < 3; i++) {
    const child = spawnSync(process.execPath, ['-e', PROBE], { encoding: 'utf8' });
    runs.push(Number(child.stdout));
  }
  return median(runs);
}

/** One line for the report, from the probe's readings before and after the builds. */
export function describeMemoryLatency(before, after) {
  return `Memory latency: ${Math.round(before)} ns per load before the builds, ${Math.round(after)} ns after (a 32 MB random walk); timings here swing with it: in one session 44 pages took 0.6 s at 110-130 ns and 1.0-1.2 s at 180-250 ns.`;
}
