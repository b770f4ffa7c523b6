import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * The largest heap (MB) of a Node that keeps ~50 MB live while it makes
 * old garbage (objects that outlive a few scavenges), after `setup` ran. V8's
 * flags are the whole process's, so each case runs in a Node of its own,
 * from the built module (as the CLI loads it).
 */
function peakHeapMb(setup: string): number {
  const script = [
    `import { boundHeapGrowth } from ${JSON.stringify(new URL('../../dist/node/bounded-heap-growth.js', import.meta.url).href)};`,
    "import { getHeapStatistics } from 'node:v8';",
    setup,
    'const live = []; for (let i = 0; i < 400_000; i++) live.push({ i, s: "x" + i });',
    'const ring = new Array(100_000); let max = 0;',
    'for (let i = 0; i < 6_000_000; i++) { ring[i % ring.length] = { i, a: [i, i + 1] }; if (i % 50_000 === 0) max = Math.max(max, getHeapStatistics().total_heap_size); }',
    'console.log(max / 2 ** 20, live.length);',
  ].join('\n');
  return Number(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }).split(' ')[0]);
}

describe('boundHeapGrowth', () => {
  it('keeps the heap closer to its live size until released', () => {
    const free = peakHeapMb('');
    const bounded = peakHeapMb('boundHeapGrowth();');
    const released = peakHeapMb('boundHeapGrowth()();');
    expect(bounded).toBeLessThan(free * 0.85);
    expect(released).toBeGreaterThan(bounded * 1.15);
  }, 120_000);
});
