/**
 * Scenario "markdown" (links and images pages) and "missing image": links in
 * every spelling reach their route, images beside the docs are copied under
 * content-hashed names with their size, and a missing image fails the build
 * at its markdown.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFiles, markdownHtml, readPage } from './support/built-site.js';
import { fixture, makeTempDir, removeTempDir } from './support/fixtures.js';
import { REPO_ROOT, runQuire, type QuireRun } from './support/run-quire.js';

const { siteDir, docsDir } = fixture('markdown');
let tmp: string;
let outDir: string;
let run: QuireRun;

beforeAll(async () => {
  tmp = await makeTempDir();
  outDir = join(tmp, 'build');
  run = await runQuire(['build', siteDir, '--out', outDir]);
});
afterAll(() => removeTempDir(tmp));

describe('links in the markdown fixture', () => {
  it('builds', () => {
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
  });

  it('renders every spelling of a link as its route, pinned as a snapshot', async () => {
    const html = markdownHtml(await readPage(outDir, '/links'));
    await expect(html).toMatchFileSnapshot('__snapshots__/links.html');
    // The spellings that need resolving: relative .md, .mdx with a trailing slash and anchor, a trailing slash on a route.
    expect(html).toContain('href="/images#sizes"');
    expect(html).toContain('href="/guide/setup#install"');
    expect(html).toContain('href="/guide/setup"');
    expect(html).not.toMatch(/href="[^"]*\.mdx?[/#"]/);
  });

  it('opens external links safely', async () => {
    const html = markdownHtml(await readPage(outDir, '/links'));
    expect(html).toContain('<a href="https://redux.js.org" target="_blank" rel="noopener noreferrer">Redux</a>');
    expect(html).toContain('<a href="mailto:docs@example.org">');
  });
});

describe('images in the markdown fixture', () => {
  it('copies images beside the docs under content-hashed names and gives them size and lazy loading', async () => {
    const html = markdownHtml(await readPage(outDir, '/images'));
    await expect(html).toMatchFileSnapshot('__snapshots__/images.html');
    const png = await readFile(join(docsDir, 'img/store-diagram.png'));
    const hash = createHash('sha256').update(png).digest('hex').slice(0, 8);
    expect(html).toContain(`<img src="/assets/media/store-diagram-${hash}.png" alt="The store diagram" width="40" height="30" loading="lazy" decoding="async"/>`);
    expect(html).toMatch(/<img src="\/assets\/media\/flow-[0-9a-f]{8}\.svg" alt="Flow" width="120" height="60"/);
    expect(html).toContain('<img src="/img/logo.svg" alt="Logo" loading="lazy" decoding="async"/>');
    const files = await listFiles(outDir);
    expect(files).toContain(`assets/media/store-diagram-${hash}.png`);
    expect(await readFile(join(outDir, `assets/media/store-diagram-${hash}.png`))).toEqual(png);
    expect(files).toContain('img/logo.svg');
  });

  it('puts keywords and the social card image of the front matter in the head', async () => {
    const page = await readPage(outDir, '/images');
    expect(page).toContain('<meta name="keywords" content="images, assets">');
    expect(page).toContain('<meta property="og:image" content="https://example.org/img/logo.svg">');
  });

  it('puts the base URL before image paths when the site is served under one', async () => {
    const sub = join(tmp, 'sub');
    const built = await runQuire(['build', siteDir, '--out', sub, '--base-url', '/docs/']);
    expect(built.code).toBe(0);
    const html = markdownHtml(await readPage(sub, '/images'));
    expect(html).toMatch(/<img src="\/docs\/assets\/media\/store-diagram-[0-9a-f]{8}\.png"/);
    expect(html).toContain('<img src="/docs/img/logo.svg"');
  });
});

describe('an image that does not exist', () => {
  it('fails the build at a relative image, naming the closest file', async () => {
    const missing = fixture('missing-image');
    const bad = await runQuire(['build', missing.siteDir, '--out', join(tmp, 'missing')]);
    expect(bad.code).toBe(1);
    const start = relative(REPO_ROOT, join(missing.docsDir, 'start.md'));
    // `![Diagram](./img/diagam.svg)`: line 5, column 1.
    expect(bad.stderr).toContain(`${start}:5:1 Image \`./img/diagam.svg\` points to img/diagam.svg, which does not exist. Did you mean img/diagram.svg?`);
    expect(bad.stderr).toContain('Build failed with 1 error.');
  });

  it('fails the build at a site-path image that the static folder lacks', async () => {
    const missing = fixture('missing-static-image');
    const bad = await runQuire(['build', missing.siteDir, '--out', join(tmp, 'missing-static')]);
    expect(bad.code).toBe(1);
    const start = relative(REPO_ROOT, join(missing.docsDir, 'start.md'));
    // `![Logo](/img/logo.svg)` after 75 characters of text on line 3.
    expect(bad.stderr).toContain(`${start}:3:76 Image \`/img/logo.svg\` is not in the static folder`);
    expect(bad.stderr).toContain('Put the file there, or write the path relative to the doc');
  });
});
