/**
 * Pathological markdown (issue 8): absurd nesting, 1 MB lines, 100 000
 * list items, 10 000 admonitions, fences and directives left open. Each
 * must compile in under PATHOLOGICAL_LIMIT_MS of CPU, or be refused with an
 * error naming the file, the line and the fix. Then every document kept in
 * `test/fixtures/pathological/` (inputs that once crashed or hung the
 * compile) is replayed under the same rule.
 *
 * The documents are compiled by `test/support/compile-timed.mjs` in a
 * plain Node process from the built `dist/`, as `quire build` runs them:
 * vitest's workers resolve the development builds of the unified packages,
 * which are two to three times slower and never ship.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../diagnostic.js';
import { PATHOLOGICAL_CASES } from '../test-support/pathological-markdown.js';

/**
 * The issue's bound, on CPU time so that the other work of a busy machine
 * does not count (wall time here is often three times the CPU time).
 */
const PATHOLOGICAL_LIMIT_MS = 2_000;
const FIXTURES = fileURLToPath(new URL('../../../test/fixtures/pathological/', import.meta.url));
const COMPILE_TIMED = fileURLToPath(new URL('../../../test/support/compile-timed.mjs', import.meta.url));

interface Timed {
  file: string;
  errors: Diagnostic[];
  cpuMs: number;
  wallMs: number;
}

let tmp: string;
let fixtures: string[];
const results = new Map<string, Timed>();
const fileOf = (name: string) => `${name.replace(/\W+/g, '-')}.md`;

beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'quire-pathological-'));
  await Promise.all(PATHOLOGICAL_CASES.map((c) => writeFile(join(tmp, fileOf(c.name)), c.source())));
  fixtures = (await readdir(FIXTURES)).filter((name) => name.endsWith('.md')).sort();
  const files = [...PATHOLOGICAL_CASES.map((c) => join(tmp, fileOf(c.name))), ...fixtures.map((name) => join(FIXTURES, name))];
  const { stdout } = await promisify(execFile)(process.execPath, [COMPILE_TIMED, ...files], { maxBuffer: 64 * 1024 * 1024 });
  for (const timed of JSON.parse(stdout) as Timed[]) results.set(timed.file, timed);
}, 300_000);
afterAll(() => rm(tmp, { recursive: true, force: true }));

describe('compileMarkdown on pathological input', () => {
  it.each(PATHOLOGICAL_CASES)('$name', ({ name, outcome }) => {
    const { errors, cpuMs, wallMs } = results.get(join(tmp, fileOf(name)))!;
    console.info(`pathological: ${name}: ${cpuMs.toFixed(0)} ms CPU, ${wallMs.toFixed(0)} ms wall, ${errors.length ? `refused at line ${errors[0]!.line}` : 'compiled'}`);
    if (outcome === 'compiles') {
      expect(errors).toEqual([]);
    } else {
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject({
        file: `/site/docs/guide/${fileOf(name)}`,
        line: outcome.line,
        message: expect.stringContaining(outcome.message),
        hint: expect.any(String),
      });
    }
    expect(cpuMs).toBeLessThan(PATHOLOGICAL_LIMIT_MS);
  });
});

describe('inputs that once failed, kept in test/fixtures/pathological', () => {
  it('has fixtures to replay', () => {
    expect(fixtures.length).toBeGreaterThan(0);
  });

  it('compiles each, or refuses it with an error at a line, in time', () => {
    for (const name of fixtures) {
      const { errors, cpuMs } = results.get(join(FIXTURES, name))!;
      for (const error of errors) expect(error, name).toMatchObject({ file: `/site/docs/guide/${name}`, line: expect.any(Number), message: expect.any(String) });
      expect(cpuMs, name).toBeLessThan(PATHOLOGICAL_LIMIT_MS);
    }
  });
});
