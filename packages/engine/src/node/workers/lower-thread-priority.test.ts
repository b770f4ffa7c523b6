import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * Runs a worker thread in a Node of its own that calls the built
 * `lowerThreadPriority` with `nice`, and returns the nice values Linux
 * reports for the worker and for the main thread (field 19 of
 * `/proc/thread-self/stat`), and what the call returned.
 */
function nicesAfter(nice: number): { worker: number; main: number; before: number; lowered: boolean } {
  const module = JSON.stringify(new URL('../../../dist/node/workers/lower-thread-priority.js', import.meta.url).href);
  const niceOf = "(path) => Number(readFileSync(path, 'utf8').split(') ')[1].split(' ')[16])";
  const script = [
    `import { Worker } from 'node:worker_threads';`,
    `import { readFileSync } from 'node:fs';`,
    `const niceOf = ${niceOf};`,
    'const before = niceOf("/proc/thread-self/stat");',
    'const code = `',
    // Dynamic imports only: the worker's code runs as a module or a script depending on the flags it inherits.
    `  Promise.all([import('node:worker_threads'), import('node:fs'), import(${module})]).then(([{ parentPort }, { readFileSync }, { lowerThreadPriority }]) => {`,
    `    const niceOf = ${niceOf};`,
    `    const lowered = lowerThreadPriority(${nice});`,
    `    parentPort.postMessage({ lowered, worker: niceOf('/proc/thread-self/stat') });`,
    '  });`;',
    'const worker = new Worker(code, { eval: true });',
    "worker.once('message', (result) => { console.log(JSON.stringify({ ...result, before, main: niceOf('/proc/thread-self/stat') })); worker.terminate(); });",
  ].join('\n');
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
}

describe.skipIf(process.platform !== 'linux')('lowerThreadPriority', () => {
  it('lowers the calling thread alone, by the steps asked for', () => {
    const { worker, main, before, lowered } = nicesAfter(10);
    if (before > 9) return; // Already near the bottom (a build machine running everything at nice 10+): nothing to see.
    expect(lowered).toBe(true);
    expect(worker).toBe(before + 10);
    expect(main).toBe(before);
  });

  it('does nothing for no steps, and never goes past 19', () => {
    expect(nicesAfter(0)).toMatchObject({ lowered: false, worker: nicesAfter(0).before });
    const { worker, lowered, before } = nicesAfter(40);
    expect(worker).toBe(19);
    expect(lowered).toBe(before < 19);
  });
});
