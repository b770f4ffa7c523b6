import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * V8's flags are the whole process's, so each case runs in a Node of its
 * own, from the built module (as the CLI loads it). `churn` allocates
 * objects that live across a few scavenges, which makes V8 grow the young
 * generation; each step prints its size (`new_space`) in MB, after the churn.
 */
function youngGenerationSizes(steps: string): string[] {
  const script = [
    `import { getHeapSpaceStatistics } from 'node:v8';`,
    `import { holdYoungGeneration, releaseYoungGeneration, youngGenerationHeld } from ${JSON.stringify(new URL('../../dist/node/young-generation.js', import.meta.url).href)};`,
    'const kept = [];',
    'const churn = () => { for (let i = 0; i < 3e6; i++) { kept.push({ i }); if (kept.length > 2e5) kept.length = 0; } };',
    "const size = () => getHeapSpaceStatistics().find((space) => space.space_name === 'new_space').space_size / 2 ** 20;",
    'const step = (label) => { churn(); console.log(`${label} held=${youngGenerationHeld()} ${size()}`); };',
    steps,
  ].join('\n');
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }).trim().split('\n');
}

const sizeOf = (line: string): number => Number(line.split(' ').at(-1));

describe('holdYoungGeneration', () => {
  it('keeps the young generation from growing until releaseYoungGeneration lets it grow', () => {
    const [first, again, released] = youngGenerationSizes("holdYoungGeneration(); step('held'); step('held'); releaseYoungGeneration(); step('released');");
    expect(first).toMatch(/^held held=true /);
    expect(released).toMatch(/^released held=false /);
    // Held: a few MB, however much survives the scavenges; released: V8 grows it (to 32 MB on 64-bit Node 20), as without a hold.
    expect(sizeOf(first!)).toBeLessThanOrEqual(4);
    expect(sizeOf(again!)).toBe(sizeOf(first!));
    expect(sizeOf(released!)).toBeGreaterThanOrEqual(4 * sizeOf(again!));
  });

  it('leaves the flags alone when released without a hold', () => {
    const [plain] = youngGenerationSizes("releaseYoungGeneration(); step('plain');");
    const [unheld] = youngGenerationSizes("step('unheld');");
    expect(sizeOf(plain!)).toBe(sizeOf(unheld!));
    expect(plain).toMatch(/held=false/);
  });
});
