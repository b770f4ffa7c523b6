/**
 * Scenario "base URL": `--base-url` puts every asset, link, canonical URL and
 * sitemap entry under the prefix, while files stay at the output root.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootData, listFiles, readPage, sitemapUrls } from './support/built-site.js';
import { fixture, makeTempDir, removeTempDir } from './support/fixtures.js';
import { runQuire, type QuireRun } from './support/run-quire.js';

const BASE = '/docs-base/';
const { siteDir } = fixture('basic');
let tmp: string;
let outDir: string;
let run: QuireRun;

beforeAll(async () => {
  tmp = await makeTempDir();
  outDir = join(tmp, 'build');
  run = await runQuire(['build', siteDir, '--out', outDir, '--base-url', BASE]);
});
afterAll(() => removeTempDir(tmp));

describe('quire build --base-url /docs-base/', () => {
  it('exits 0 and writes the files at the output root, not in a prefix folder', async () => {
    expect(run.code).toBe(0);
    const files = await listFiles(outDir);
    expect(files).toContain('index.html');
    expect(files).toContain('intro/index.html');
    expect(files.some((f) => f.startsWith('docs-base/'))).toBe(false);
  });

  it('references scripts, styles and preloads under the base URL, and only files that exist', async () => {
    const html = await readPage(outDir, '/intro');
    const files = await listFiles(outDir);
    const refs = [...html.matchAll(/<(?:link|script)\b[^>]*(?:href|src)="([^"]+)"/g)]
      .map((m) => m[1]!)
      .filter((url) => !url.startsWith('https://'));
    expect(refs.length).toBeGreaterThanOrEqual(3);
    for (const url of refs) {
      expect(url.startsWith(`${BASE}assets/`), url).toBe(true);
      expect(files).toContain(url.slice(BASE.length));
    }
    expect(html).toMatch(/<script type="module" src="\/docs-base\/assets\/[^"]+\.js">/);
    // Boot data stays relative to the base URL; the runtime prefixes it.
    expect(bootData(html).route.chunk).toMatch(/^assets\//);
  });

  it('links between pages under the base URL', async () => {
    const html = await readPage(outDir, '/intro');
    expect(html).toContain('href="/docs-base/guide/installation#install-steps"');
    expect(html).toContain('href="/docs-base/custom-place"');
    expect(html).not.toMatch(/href="\/(?!docs-base)[^"]/);
  });

  it('puts the base URL into canonical URLs', async () => {
    expect(await readPage(outDir, '/intro')).toContain('<link rel="canonical" href="https://example.org/docs-base/intro">');
    expect(await readPage(outDir, '/')).toContain('<link rel="canonical" href="https://example.org/docs-base/">');
  });

  it('lists sitemap URLs and the robots.txt sitemap under the base URL', async () => {
    const urls = sitemapUrls(await readFile(join(outDir, 'sitemap.xml'), 'utf8'));
    expect(urls).toHaveLength(7);
    for (const url of urls) expect(url.startsWith('https://example.org/docs-base/'), url).toBe(true);
    expect(urls).toContain('https://example.org/docs-base/custom-place');
    expect(await readFile(join(outDir, 'robots.txt'), 'utf8')).toContain('Sitemap: https://example.org/docs-base/sitemap.xml');
  });
});
