// How long Node itself takes to start on this machine, for reading the
// cold-build rows: each of those builds is a fresh Node process, and its
// start-up is in the time measured.
import { spawnSync } from 'node:child_process';
import { median } from './budget-row.mjs';

const RUNS = 5;

/**
 * @typedef {object} NodeStart
 * @property {number} ms median wall time of `node -e 0` with this environment
 * @property {number | null} withoutExtraCaCertsMs the same without `NODE_EXTRA_CA_CERTS`, when the environment sets it
 */

/**
 * Times `node -e 0`, as the builds' environment has it and, when it sets
 * `NODE_EXTRA_CA_CERTS`, without it. Node 20 builds its whole store of
 * root certificates at start-up when that variable names a file, before
 * any script runs: measured 50-90 ms of each process's start on the bench
 * machine, whose environment sets it. No build makes a TLS connection; the
 * time is the environment's, and this says how much of a row it is.
 *
 * @returns {NodeStart}
 */
export function measureNodeStart() {
  const time = (env) => {
    const walls = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      spawnSync(process.execPath, ['-e', '0'], { env, stdio: 'ignore' });
      walls.push(performance.now() - started);
    }
    return median(walls);
  };
  const ms = time(process.env);
  if (!process.env.NODE_EXTRA_CA_CERTS) return { ms, withoutExtraCaCertsMs: null };
  const { NODE_EXTRA_CA_CERTS: _, ...withoutCerts } = process.env;
  return { ms, withoutExtraCaCertsMs: time(withoutCerts) };
}

/** One line for the report: `Node starts in 118 ms here (41 ms without NODE_EXTRA_CA_CERTS, which this environment sets).` */
export function describeNodeStart({ ms, withoutExtraCaCertsMs }) {
  const without = withoutExtraCaCertsMs === null ? '' : ` (${Math.round(withoutExtraCaCertsMs)} ms without NODE_EXTRA_CA_CERTS, which this environment sets)`;
  return `Node itself starts in ${Math.round(ms)} ms here${without}, median of ${RUNS} \`node -e 0\`; every cold build above includes one start.`;
}
