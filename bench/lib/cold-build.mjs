// One measured `quire build` in a child process: what a user waits for,
// Node's start-up and config loading included.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { forgetEarlierBuilds } from './corpus.mjs';

const CHILD = join(import.meta.dirname, 'measured-child.mjs');

/**
 * @typedef {object} BuildRun
 * @property {boolean} ok exit status 0
 * @property {number} wallMs from spawning Node to its exit
 * @property {number | null} peakBytes peak resident memory of the build process (worker threads included)
 * @property {number | null} cpuMs user + system CPU time of the build process, all threads
 * @property {Record<string, number> | null} phases wall ms per build phase, when the CLI reports them
 */

/** Whether this CLI prints per-phase timings (`quire build --timings`); older ones do not. */
export function supportsTimings(cli) {
  const help = spawnSync(process.execPath, [cli, 'build', '--help'], { encoding: 'utf8' });
  return help.stdout.includes('--timings');
}

/**
 * Removes the output and caches, then builds `siteDir` into `outDir` with
 * the CLI at `cli`, streaming its output to stderr.
 *
 * @returns {Promise<BuildRun>}
 */
export function coldBuild({ root, cli, siteDir, outDir, timings }) {
  forgetEarlierBuilds(siteDir, outDir);
  const report = join(tmpdir(), `quire-bench-${process.pid}-${Date.now()}.json`);
  const args = [CHILD, report, cli, 'build', siteDir, '--out', outDir, ...(timings ? ['--timings'] : [])];
  return new Promise((done) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    forwardLines(child.stdout);
    forwardLines(child.stderr);
    child.on('close', (code) => {
      const wallMs = performance.now() - started;
      const usage = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : null;
      rmSync(report, { force: true });
      done({
        ok: code === 0,
        wallMs,
        peakBytes: usage ? usage.maxRssKB * 1024 : null,
        cpuMs: usage ? usage.userMs + usage.systemMs : null,
        phases: parsePhases(stdout),
      });
    });
  });
}

/** `timings  config 45 ms, page modules 12 ms, …` → `{ config: 45, 'page modules': 12, … }` (a phase's name may have spaces). */
function parsePhases(stdout) {
  const line = /^timings\s+(.+)$/m.exec(stdout.replace(/\x1b\[[0-9;]*m/g, ''));
  if (!line) return null;
  const phases = {};
  for (const part of line[1].split(', ')) {
    const m = /^(\S.*?) (\d+) ms$/.exec(part.trim());
    if (m) phases[m[1]] = Number(m[2]);
  }
  return phases;
}

/** Copy a child's output to stderr line by line, indented so it reads as the build's own. */
function forwardLines(stream) {
  let partial = '';
  stream.setEncoding('utf8');
  stream.on('data', (text) => {
    const lines = (partial + text).split('\n');
    partial = lines.pop();
    for (const line of lines) process.stderr.write(`  | ${line}\n`);
  });
  stream.on('end', () => {
    if (partial) process.stderr.write(`  | ${partial}\n`);
  });
}
