/**
 * Scenario "basic": a small site with folders, a sidebars module, a slug, an
 * index page, an `.mdx` file, a draft, links of both kinds and a GFM table,
 * built by the real binary. Checks what a static host would serve.
 */
import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMarkup, bootData, listFiles, pageFile, readManifest, readPage, sitemapUrls } from './support/built-site.js';
import { fixture, makeTempDir, removeTempDir } from './support/fixtures.js';
import { runQuire, type QuireRun } from './support/run-quire.js';

/** Doc routes of the fixture: folder + file name, `slug` honoured, `guide/index.md` at its folder, no draft. */
const DOC_ROUTES = ['/intro', '/guide', '/guide/installation', '/guide/configuration', '/custom-place'];
const ALL_ROUTES = ['/', '/search', ...DOC_ROUTES];
/** esbuild's `[name]-[hash]` with its default 8-character base32 hash. */
const HASHED_JS = /-[A-Z0-9]{8}\.js$/;

const { siteDir } = fixture('basic');
let tmp: string;
let outDir: string;
let run: QuireRun;
let files: string[];

beforeAll(async () => {
  tmp = await makeTempDir();
  outDir = join(tmp, 'build');
  run = await runQuire(['build', siteDir, '--out', outDir]);
  files = run.code === 0 ? await listFiles(outDir) : [];
});
afterAll(() => removeTempDir(tmp));

describe('quire build of the basic fixture', () => {
  it('exits 0 and ends with a one-line summary', () => {
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    // 5 docs + home + search + 404.
    expect(run.stdout).toMatch(/^Built 8 pages \(5 docs\) in [\d.]+ m?s, [\d.]+ [KM]B in \S+\.$/m);
    expect(run.stdout).not.toContain('warning');
  });

  it('writes a page for every route, the fallback page, sitemap and robots.txt', () => {
    for (const route of ALL_ROUTES) expect(files).toContain(pageFile(route));
    expect(files).toContain('404.html');
    expect(files).toContain('sitemap.xml');
    expect(files).toContain('robots.txt');
  });

  it('honours slug, index.md and draft when deciding routes', () => {
    expect(files).toContain('custom-place/index.html');
    expect(files).not.toContain('reference/api/index.html');
    expect(files).toContain('guide/index.html');
    expect(files).not.toContain('guide/index/index.html');
    expect(files.filter((f) => f.includes('secret'))).toEqual([]);
  });

  it('writes exactly the expected HTML pages', () => {
    expect(files.filter((f) => f.endsWith('.html'))).toEqual([...ALL_ROUTES.map(pageFile), '404.html'].sort());
  });

  it('lists every route as an absolute URL in sitemap.xml, and points robots.txt at it', async () => {
    const urls = sitemapUrls(await readFile(join(outDir, 'sitemap.xml'), 'utf8'));
    expect(urls.sort()).toEqual(ALL_ROUTES.map((r) => `https://example.org${r}`).sort());
    expect(await readFile(join(outDir, 'robots.txt'), 'utf8')).toContain('Sitemap: https://example.org/sitemap.xml');
  });
});

describe('a doc page of the basic fixture (/intro)', () => {
  let html: string;
  beforeAll(async () => {
    html = await readPage(outDir, '/intro');
  });

  it('has its title, description and canonical URL in the head', () => {
    expect(html).toContain('<title>Introduction | Fixture Docs</title>');
    expect(html).toContain('<meta name="description" content="Everything starts with this fixture page.">');
    expect(html).toContain('<link rel="canonical" href="https://example.org/intro">');
    expect(html).not.toContain('noindex');
  });

  it('server-renders the doc text, the heading ids and the GFM table inside the app root', () => {
    const app = appMarkup(html);
    expect(app).toContain('Welcome to the fixture site.');
    expect(app).toMatch(/<h1 id="introduction">Introduction<\/h1>/);
    expect(app).toMatch(/<h2 id="feature-matrix">Feature matrix/);
    expect(app).toMatch(/<h2 id="next-steps">Next steps/);
    expect(app).toMatch(/<table>\s*<thead>\s*<tr>\s*<th>Feature<\/th>\s*<th>Supported<\/th>/);
    expect(app).toMatch(/<td>Tables<\/td>\s*<td>yes<\/td>/);
  });

  it('keeps route links and rewrites relative .md/.mdx links to the target routes', () => {
    const app = appMarkup(html);
    expect(app).toContain('href="/guide/installation#install-steps"');
    // `./guide/configuration.mdx#options` and `./reference/api.md` (whose slug is /custom-place).
    expect(app).toContain('href="/guide/configuration#options"');
    expect(app).toContain('href="/custom-place"');
    expect(app).not.toMatch(/href="[^"]*\.mdx?[#"]/);
  });

  it('loads the client as a module, preloads its route chunk, and embeds boot data pointing at real files', async () => {
    const boot = bootData(html);
    expect(boot.route.key).toBe('/intro');
    expect(boot.manifest).toBe('route-manifest.json');
    expect(files).toContain(boot.manifest);
    expect(boot.client).toBe(/<script type="module" src="\/([^"]+)"><\/script>/.exec(html)?.[1]);
    expect(files).toContain(boot.route.chunk);
    for (const dep of boot.route.deps) expect(files).toContain(dep);
    expect(html).toContain(`<link rel="modulepreload" href="/${boot.route.chunk}">`);
    const script = /<script type="module" src="\/([^"]+)"><\/script>/.exec(html);
    expect(script).not.toBeNull();
    expect(files).toContain(script![1]);
    expect(script![1]).toMatch(HASHED_JS);
  });

  it('renders the same boot route as the manifest file lists for it', async () => {
    const boot = bootData(html);
    const manifest = await readManifest(outDir, boot.manifest);
    expect(manifest.routes['/intro']).toEqual({ chunk: boot.route.chunk, deps: boot.route.deps });
    // The runtime that booted the page knows the manifest is of its own build.
    expect(manifest.client).toBe(boot.client);
  });
});

describe('the route manifest file of the basic fixture', () => {
  it('is keyed by exactly the site routes, and every chunk it names exists with a content hash', async () => {
    const manifest = await readManifest(outDir, bootData(await readPage(outDir, '/')).manifest);
    expect(Object.keys(manifest.routes).sort()).toEqual([...ALL_ROUTES].sort());
    const entries = [...Object.values(manifest.routes), manifest.notFound];
    for (const { chunk, deps } of entries) {
      for (const file of [chunk, ...deps]) {
        expect(files).toContain(file);
        expect(file).toMatch(HASHED_JS);
      }
    }
    // One chunk per route: no two routes share a module.
    const chunks = entries.map((e) => e.chunk);
    expect(new Set(chunks).size).toBe(chunks.length);
  });

  it('is the same file every page boots from', async () => {
    const manifests = await Promise.all(ALL_ROUTES.map(async (route) => bootData(await readPage(outDir, route)).manifest));
    expect(new Set(manifests).size).toBe(1);
    expect(bootData(await readFile(join(outDir, '404.html'), 'utf8')).manifest).toBe(manifests[0]);
  });
});

describe('other pages of the basic fixture', () => {
  it('renders the page reached through a slug, with its front-matter title', async () => {
    const html = await readPage(outDir, '/custom-place');
    expect(html).toContain('<title>API reference | Fixture Docs</title>');
    expect(html).toContain('<link rel="canonical" href="https://example.org/custom-place">');
    expect(appMarkup(html)).toMatch(/<h2 id="functions">Functions/);
    expect(bootData(html).route.key).toBe('/custom-place');
  });

  it('renders the .mdx doc as markdown', async () => {
    const app = appMarkup(await readPage(outDir, '/guide/configuration'));
    expect(app).toMatch(/<h1 id="configuration">Configuration<\/h1>/);
    expect(app).toContain('<code>.mdx</code>');
    expect(app).toContain('href="/custom-place#functions"');
  });

  it('rewrites a ../ link with an anchor from a nested doc', async () => {
    expect(appMarkup(await readPage(outDir, '/guide/installation'))).toContain('href="/intro#feature-matrix"');
  });

  it('serves 404.html as a noindex "Page Not Found" page with the fallback boot key', async () => {
    const html = await readFile(join(outDir, '404.html'), 'utf8');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('Page Not Found');
    expect(html).not.toContain('rel="canonical"');
    expect(bootData(html).route.key).toBe('*');
  });

  it('gives the search page its own page and route chunk', async () => {
    const boot = bootData(await readPage(outDir, '/search'));
    expect(boot.route.key).toBe('/search');
    await expect(access(join(outDir, boot.route.chunk))).resolves.toBeUndefined();
  });

  it('loads no analytics without a tracking id, and puts the base-URL check on the home page only', async () => {
    for (const route of ALL_ROUTES) {
      const html = await readPage(outDir, route);
      expect(html).not.toContain('googletagmanager');
      expect(html).not.toContain('gtag(');
      expect(html.includes('__quire-base-url-banner')).toBe(route === '/');
    }
  });
});
