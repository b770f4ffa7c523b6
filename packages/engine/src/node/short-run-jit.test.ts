import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * V8's flags are the whole process's, so each case runs in a Node of its
 * own, from the built module (as the CLI loads it), with `--trace-opt`
 * telling when TurboFan compiles the hot function.
 */
function traceOptimizations(steps: string): string {
  const script = [
    `import { startShortRunJit, endShortRunJit, shortRunJitActive } from ${JSON.stringify(new URL('../../dist/node/short-run-jit.js', import.meta.url).href)};`,
    'function hot(n) { let s = 0; for (let i = 0; i < n; i++) s += i % 7; return s; }',
    'const run = (label) => { console.log(`-- ${label} active=${shortRunJitActive()}`); for (let i = 0; i < 3000; i++) hot(5000); };',
    steps,
  ].join('\n');
  const out = execFileSync(process.execPath, ['--trace-opt', '--input-type=module', '-e', script], { encoding: 'utf8' });
  // Only what concerns `hot`, under the label of the step that ran it.
  return out
    .split('\n')
    .filter((line) => line.startsWith('--') || /completed compiling .*JSFunction hot .*TURBOFAN/.test(line))
    .map((line) => (line.startsWith('--') ? line : 'optimized'))
    .join('\n');
}

describe('startShortRunJit', () => {
  it('keeps TurboFan off until endShortRunJit turns it back on', () => {
    const trace = traceOptimizations("startShortRunJit(); run('short'); endShortRunJit(); run('ended');");
    expect(trace.split('\n')[0]).toBe('-- short active=true');
    expect(trace.split('\n')[1]).toBe('-- ended active=false');
    expect(trace).toMatch(/-- ended active=false\noptimized/);
  });

  it('leaves the flags alone when nothing started a short run', () => {
    const trace = traceOptimizations("endShortRunJit(); run('plain');");
    expect(trace).toMatch(/^-- plain active=false\noptimized/);
  });
});

describe('shortRunJitActive in a worker thread', () => {
  /** What a worker thread started with `shortRunJitEnv()` reads from `shortRunJitActive()`, after `steps` in the main thread. */
  function activeInWorker(steps: string): string {
    const module = JSON.stringify(new URL('../../dist/node/short-run-jit.js', import.meta.url).href);
    const script = [
      `import { Worker } from 'node:worker_threads';`,
      `import { startShortRunJit, shortRunJitEnv } from ${module};`,
      steps,
      `const code = "import(${module.replaceAll('"', '\\"')}).then((m) => console.log('worker active=' + m.shortRunJitActive()))";`,
      `new Worker(code, { eval: true, env: { ...process.env, ...shortRunJitEnv() } });`,
    ].join('\n');
    return execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }).trim();
  }

  it('is true in a thread started during a short run, so the thread picks the short run code cache V8 takes', () => {
    expect(activeInWorker('startShortRunJit();')).toBe('worker active=true');
  });

  it('is false in a thread started outside one', () => {
    expect(activeInWorker('')).toBe('worker active=false');
  });
});

/**
 * The V8 flags tag (see `v8CacheTag`) of a fresh Node started with `nodeFlags` after `steps`:
 * two tags are equal when V8 runs under the same flags.
 */
function flagsTagAfter(steps: string, nodeFlags: string[] = []): string {
  const dist = (path: string) => JSON.stringify(new URL(`../../dist/node/${path}`, import.meta.url).href);
  const script = [
    `import { startShortRunJit, endShortRunJit, jitInliningOff, shortRunJitEnv } from ${dist('short-run-jit.js')};`,
    `import { v8CacheTag } from ${dist('code-cache/v8-cache-tag.js')};`,
    steps,
    'console.log(v8CacheTag());',
  ].join('\n');
  return execFileSync(process.execPath, [...nodeFlags, '--input-type=module', '-e', script], { encoding: 'utf8' }).trim().split('\n').at(-1)!;
}

describe('endShortRunJit({ lean: true })', () => {
  it("leaves V8 under the flags of a Node started with --no-turbo-inlining, tells the threads, and a later plain call restores V8's own", () => {
    const plain = flagsTagAfter('');
    const noInlining = flagsTagAfter('', ['--no-turbo-inlining']);
    expect(noInlining).not.toBe(plain);
    expect(flagsTagAfter('startShortRunJit(); endShortRunJit({ lean: true }); if (!jitInliningOff() || shortRunJitEnv().QUIRE_JIT_NO_INLINING !== "1") throw new Error("not told");')).toBe(noInlining);
    expect(flagsTagAfter('startShortRunJit(); endShortRunJit({ lean: true }); endShortRunJit(); if (jitInliningOff()) throw new Error("still off");')).toBe(plain);
  });

  it('changes nothing in a process that started no short run (a library caller\'s)', () => {
    expect(flagsTagAfter('endShortRunJit({ lean: true }); if (jitInliningOff()) throw new Error("turned off");')).toBe(flagsTagAfter(''));
  });
});
