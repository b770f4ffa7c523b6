/**
 * Scenario "helper thread": a cold build of fewer than POOL_THRESHOLD (64)
 * docs but much markdown (from 512 KB) starts one worker thread, which
 * compiles and renders beside the main thread, each taking small batches.
 * The pages must be the same, byte for byte, as those of an in-process build.
 */
import { appendFile, readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '@quire/engine';
import { listFiles } from './support/built-site.js';
import { makeTempDir, removeTempDir } from './support/fixtures.js';
import { generateSite } from './support/generate-site.js';

const FOLDERS = 4;
const DOCS_PER_FOLDER = 6;
const DOC_COUNT = FOLDERS * DOCS_PER_FOLDER;

let tmp: string;
let serialOut: string;
let helperOut: string;
const serialLog: string[] = [];
const helperLog: string[] = [];
let previousNodeEnv: string | undefined;

/** A logger that keeps the progress lines. */
const collect = (lines: string[]): Logger => ({ info: (message) => lines.push(message), warn() {} });

beforeAll(async () => {
  tmp = await makeTempDir('quire-helper-');
  const { siteDir } = await generateSite(tmp, FOLDERS, DOCS_PER_FOLDER);
  // ~26 KB more prose per doc: 24 docs, over 600 KB of markdown.
  const prose = `\n## More\n\n${'A sentence about the store, with \`code\` and *emphasis*. '.repeat(440)}\n`;
  for (let f = 0; f < FOLDERS; f++) {
    for (let d = 0; d < DOCS_PER_FOLDER; d++) await appendFile(join(tmp, 'docs', `section-${f}`, `page-${String(d).padStart(2, '0')}.md`), prose);
  }
  previousNodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const { build } = await import('@quire/engine');
  serialOut = join(tmp, 'out-threads-0');
  helperOut = join(tmp, 'out-default');
  // Without the cache: both builds are cold, and compile and render every page.
  const serial = await build({ siteDir, outDir: serialOut, threads: 0, cache: false, logger: collect(serialLog) });
  const helper = await build({ siteDir, outDir: helperOut, cache: false, logger: collect(helperLog) });
  expect(serial.pages).toBe(DOC_COUNT + 3);
  expect(helper.pages).toBe(DOC_COUNT + 3);
}, 120_000);
afterAll(async () => {
  if (previousNodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = previousNodeEnv;
  await removeTempDir(tmp);
});

describe.runIf(availableParallelism() > 1)(`a cold build of ${DOC_COUNT} docs and over 512 KB of markdown`, () => {
  it('renders part of the pages on a helper thread', () => {
    // Batch progress is logged only for batches a thread renders: the in-process build logs none.
    expect(serialLog.filter((line) => line.startsWith('rendered '))).toEqual([]);
    expect(helperLog.some((line) => /^rendered \d+\/\d+ pages$/.test(line))).toBe(true);
  });

  it('writes every file byte for byte as the in-process build does', async () => {
    const files = await listFiles(serialOut);
    expect(await listFiles(helperOut)).toEqual(files);
    const differing: string[] = [];
    for (const file of files) {
      const [a, b] = await Promise.all([readFile(join(serialOut, file)), readFile(join(helperOut, file))]);
      if (!a.equals(b)) differing.push(file);
    }
    expect(differing).toEqual([]);
  });
});
