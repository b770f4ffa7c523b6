/**
 * Scenario "worker pool": from POOL_THRESHOLD (64) docs on, the engine
 * compiles and renders on worker threads. The pages must be the same, byte
 * for byte, as those of an in-process build.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFiles, pageFile, readPage } from './support/built-site.js';
import { makeTempDir, removeTempDir } from './support/fixtures.js';
import { generateSite, generatedRoutes } from './support/generate-site.js';
import { runQuire, type QuireRun } from './support/run-quire.js';
import type { Logger } from '@quire/engine';

const FOLDERS = 7;
const DOCS_PER_FOLDER = 10;
const DOC_COUNT = FOLDERS * DOCS_PER_FOLDER;
const ROUTES = generatedRoutes(FOLDERS, DOCS_PER_FOLDER);

let tmp: string;
let siteDir: string;
let cliOut: string;
let cli: QuireRun;

beforeAll(async () => {
  tmp = await makeTempDir('quire-pool-');
  ({ siteDir } = await generateSite(tmp, FOLDERS, DOCS_PER_FOLDER));
  cliOut = join(tmp, 'out-cli');
  cli = await runQuire(['build', siteDir, '--out', cliOut]);
});
afterAll(() => removeTempDir(tmp));

describe(`quire build of ${DOC_COUNT} docs (worker threads by default)`, () => {
  it('exits 0 and writes every page', async () => {
    expect(cli.stderr).toBe('');
    expect(cli.code).toBe(0);
    // Progress per batch is reported only when compiling on the pool, so this shows it was used.
    expect(cli.stdout).toMatch(new RegExp(`^compiled ${DOC_COUNT}/${DOC_COUNT} docs$`, 'm'));
    // Every doc, plus home, search and 404.
    expect(cli.stdout).toMatch(new RegExp(`^Built ${DOC_COUNT + 3} pages \\(${DOC_COUNT} docs\\)`, 'm'));
    const files = await listFiles(cliOut);
    for (const route of ROUTES) expect(files).toContain(pageFile(route));
    expect(files.filter((f) => f.endsWith('.html'))).toHaveLength(DOC_COUNT + 3);
  });

  it('renders each page with its own content', async () => {
    const html = await readPage(cliOut, '/section-3/page-04');
    expect(html).toContain('<title>Page 34 | Many Docs</title>');
    expect(html).toContain('Quoted note in page 34,');
    expect(html).toContain('href="/section-3/page-05#details"');
    expect(html).toContain('<td>1156</td>');
  });
});

/** A logger that keeps the progress lines; warnings are checked on the build result instead. */
function collect(lines: string[]): Logger {
  return { info: (message) => lines.push(message), warn() {} };
}

describe('the engine API with threads: 0 and threads: 2', () => {
  /** Page that shows a sidebar, links, a table, highlighted code and an admonition. */
  const SAMPLE = '/section-6/page-09';
  let serialOut: string;
  let pooledOut: string;
  let previousNodeEnv: string | undefined;

  beforeAll(async () => {
    // React picks its build when first loaded; render with the production one, as the binary does.
    previousNodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    const { build } = await import('@quire/engine');
    serialOut = join(tmp, 'out-threads-0');
    pooledOut = join(tmp, 'out-threads-2');
    const serialLog: string[] = [];
    const pooledLog: string[] = [];
    // Without the cache, which the CLI build has filled: both builds must compile and render every page.
    const serial = await build({ siteDir, outDir: serialOut, threads: 0, cache: false, logger: collect(serialLog) });
    const pooled = await build({ siteDir, outDir: pooledOut, threads: 2, cache: false, logger: collect(pooledLog) });
    expect(serial.pages).toBe(DOC_COUNT + 3);
    expect(pooled.pages).toBe(DOC_COUNT + 3);
    expect(serial.warnings).toEqual([]);
    expect(pooled.warnings).toEqual([]);
    // Batch progress is logged only on the pool: the two builds really took different paths.
    expect(serialLog.some((line) => line.startsWith('compiled '))).toBe(false);
    expect(pooledLog).toContain(`compiled ${DOC_COUNT}/${DOC_COUNT} docs`);
  });
  afterAll(() => {
    if (previousNodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previousNodeEnv;
  });

  it('writes the same files with and without worker threads', async () => {
    const serialFiles = await listFiles(serialOut);
    expect(await listFiles(pooledOut)).toEqual(serialFiles);
    expect(await listFiles(cliOut)).toEqual(serialFiles);
  });

  it('renders a page byte for byte the same in-process, on threads, and through the binary', async () => {
    const serial = await readPage(serialOut, SAMPLE);
    expect(serial).toContain('Quoted note in page 69,');
    expect(await readPage(pooledOut, SAMPLE)).toBe(serial);
    expect(await readPage(cliOut, SAMPLE)).toBe(serial);
  });

  it('writes the same route manifest and route chunks with and without worker threads', async () => {
    // On threads without a cache, or in a first build, routes are planned batch by batch as threads take them.
    const data = (await listFiles(serialOut)).filter((f) => f.endsWith('.js') || f.endsWith('route-manifest.json'));
    expect(data).toContain('route-manifest.json');
    for (const file of data) {
      const serial = await readFile(join(serialOut, file), 'utf8');
      expect(await readFile(join(pooledOut, file), 'utf8'), file).toBe(serial);
      expect(await readFile(join(cliOut, file), 'utf8'), file).toBe(serial);
    }
  });

  it('renders every page the same with and without worker threads', async () => {
    const files = (await listFiles(serialOut)).filter((f) => f.endsWith('.html'));
    const differing: string[] = [];
    for (const file of files) {
      const [a, b] = await Promise.all([readFile(join(serialOut, file), 'utf8'), readFile(join(pooledOut, file), 'utf8')]);
      if (a !== b) differing.push(file);
    }
    expect(differing).toEqual([]);
  });
});
