#!/usr/bin/env node
// Search benchmark: Pagefind against MiniSearch on the same pages, the two
// ready-made engines measured before Quire wrote its own index. The site's
// built-in search (`search-index/`, read by the theme's QuireSearchBackend)
// is measured by `npm run bench`'s search-query row (bench/lib/search-visit.mjs);
// this comparison stays as the record of why neither was kept.
//
//   npm run bench:search
//   QUIRE_SEARCH_BENCH_SITES=site/build,bench/.out/1000 node bench/search-bench.mjs
//
// For each built site (default: the Redux Toolkit site's 44 pages in
// site/build, and the 1000- and 5000-page benchmark corpora in bench/.out, or
// in ../main/bench/.out when this checkout has not built them) it reads every
// docs page's rendered `.quire-markdown` element, splits it into heading
// sections with the engine's own `extractSearchSections`, and indexes those
// sections twice:
//
// - Pagefind (1.6): one small HTML document per page (`pagefindHtml`
//   below), indexed through its Node API; its own browser client
//   loads the WebAssembly search, the index chunks and the result fragments
//   it needs, lazily.
// - MiniSearch (7.2), as Quire would ship it: one JSON file holding the
//   serialized index (fields: page title, heading, text and code; stored:
//   page, anchor, heading) and the page list, plus the sections' text for
//   excerpts in shards of 20 pages, fetched only for the pages a query shows.
//
// It reports, per site and engine: index bytes on disk; the bytes a reader
// downloads for a typical query (a fresh Chromium context loads the client
// and runs one query showing the top 5 pages, counted from network events,
// median over the query set; files are served gzip-compressed where a host
// would, Pagefind's own files are already compressed); and the query latency
// after load (median over the set, each query's results and excerpts ready).
// Also the time to build each index from the extracted sections.
//
// stdout: a table, then one JSON line; the JSON is also written to
// bench/.out/search-bench.json.
import { createServer } from 'node:http';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { fromParse5 } from 'hast-util-from-parse5';
import MiniSearch from 'minisearch';
import * as pagefind from 'pagefind';
import { parse } from 'parse5';
import { chromium } from 'playwright-core';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ENGINE = join(ROOT, 'packages/engine/dist/node/search');
if (!existsSync(join(ENGINE, 'extract-search-sections.js'))) fail('The engine is not built. Run `npm run build` first.');
const { extractSearchSections } = await import(join(ENGINE, 'extract-search-sections.js'));

/** Words a reader of these docs would type; each is a cold visit and a warm query. */
const QUERIES = ['createSlice', 'middleware', 'cache', 'optimistic updates', 'selector', 'polling', 'entity adapter', 'thunk', 'serializable', 'prefetch'];
const TOP_PAGES = 5;
const SHARD_PAGES = 20;

const sites = (process.env.QUIRE_SEARCH_BENCH_SITES ?? ['site/build', corpus(1000), corpus(5000)].join(','))
  .split(',')
  .filter(Boolean)
  .map((dir) => resolve(ROOT, dir));

const work = join(tmpdir(), `quire-search-bench-${process.pid}`);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
});
const results = [];
try {
  for (const site of sites) results.push(await benchSite(site));
} finally {
  await browser.close();
  await pagefind.close();
  rmSync(work, { recursive: true, force: true });
}
printTable(results);
const json = { benchmark: 'quire-search', node: process.version, queries: QUERIES, topPages: TOP_PAGES, results };
mkdirSync(join(ROOT, 'bench/.out'), { recursive: true });
writeFileSync(join(ROOT, 'bench/.out/search-bench.json'), JSON.stringify(json, null, 2) + '\n');
console.log(JSON.stringify(json));

/** The built corpus of `pages` pages: this checkout's, else the main checkout's beside it. */
function corpus(pages) {
  const own = join(ROOT, `bench/.out/${pages}`);
  return existsSync(own) ? own : resolve(ROOT, `../main/bench/.out/${pages}`);
}

async function benchSite(dir) {
  if (!existsSync(dir)) fail(`${dir} does not exist; build it first (npm run build, or npm run bench for the corpora).`);
  log(`\n== ${relative(ROOT, dir) || dir} ==`);
  let t = performance.now();
  const pages = readPages(dir);
  const sections = pages.reduce((n, p) => n + p.sections.length, 0);
  const extractMs = performance.now() - t;
  log(`${pages.length} pages, ${sections} sections, extracted in ${Math.round(extractMs)} ms`);

  const root = join(work, String(results.length));
  t = performance.now();
  await writePagefind(pages, join(root, 'pagefind'));
  const pagefindBuildMs = performance.now() - t;
  t = performance.now();
  writeMiniSearch(pages, join(root, 'minisearch'));
  const miniSearchBuildMs = performance.now() - t;
  writeHarness(root);

  const server = await serve(root);
  try {
    const row = { site: relative(ROOT, dir) || dir, pages: pages.length, sections, extractMs: Math.round(extractMs) };
    for (const [engine, buildMs, files] of [
      ['pagefind', pagefindBuildMs, shippedPagefindFiles(join(root, 'pagefind'))],
      ['minisearch', miniSearchBuildMs, allFiles(join(root, 'minisearch'))],
    ]) {
      const disk = files.reduce((n, f) => n + statSync(f).size, 0);
      log(`${engine}: built in ${Math.round(buildMs)} ms, ${files.length} files, ${kb(disk)} on disk`);
      const measured = await measureQueries(server.url, engine);
      row[engine] = { buildMs: Math.round(buildMs), files: files.length, diskBytes: disk, ...measured };
      log(`${engine}: query download median ${kb(measured.queryDownloadBytes)}, latency median ${measured.latencyMs.toFixed(1)} ms`);
    }
    return row;
  } finally {
    await server.close();
  }
}

/** Every docs page of a built site: its route, title and sections. */
function readPages(dir) {
  const pages = [];
  for (const file of readdirSync(dir, { recursive: true }).map(String)) {
    if (!file.endsWith('index.html')) continue;
    const html = readFileSync(join(dir, file), 'utf8');
    const start = html.indexOf('<div class="quire-markdown">');
    if (start < 0) continue;
    const tree = fromParse5(parse(html.slice(start, html.indexOf('</article>', start))));
    const markdown = findElement(tree, (el) => el.properties?.className?.includes?.('quire-markdown'));
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.split(' | ')[0] ?? file;
    const route = '/' + file.split(sep).join('/').replace(/\/?index\.html$/, '');
    pages.push({ route, title, sections: extractSearchSections(markdown, title) });
  }
  return pages;
}

function findElement(node, test) {
  if (node.type === 'element' && test(node)) return node;
  for (const child of node.children ?? []) {
    const found = findElement(child, test);
    if (found) return found;
  }
  return undefined;
}

async function writePagefind(pages, outDir) {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) fail(`Pagefind: ${errors.join(', ')}`);
  // One at a time is what the service expects; it indexes in parallel internally.
  for (const page of pages) {
    const added = await index.addHTMLFile({ url: page.route, content: pagefindHtml(page) });
    if (added.errors.length > 0) fail(`Pagefind: ${added.errors.join(', ')}`);
  }
  const written = await index.writeFiles({ outputPath: outDir });
  if (written.errors.length > 0) fail(`Pagefind: ${written.errors.join(', ')}`);
  await index.deleteIndex();
}

/**
 * A page as Pagefind indexes it: only its sections, each heading with its id
 * (a sub-result linking to `route#id`), the code identifiers after the prose.
 */
function pagefindHtml(page) {
  const parts = [`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(page.title)}</title></head><body><main data-pagefind-body>`, `<h1>${escapeHtml(page.title)}</h1>`];
  for (const section of page.sections) {
    if (section.anchor !== '') {
      const level = Math.min(Math.max(section.depth, 2), 6);
      parts.push(`<h${level} id="${escapeHtml(section.anchor)}">${escapeHtml(section.heading)}</h${level}>`);
    }
    if (section.text) parts.push(`<p>${escapeHtml(section.text)}</p>`);
    if (section.code.length > 0) parts.push(`<p>${escapeHtml(section.code.join(' '))}</p>`);
  }
  parts.push('</main></body></html>');
  return parts.join('\n');
}

/** Text as HTML text or attribute value. */
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

/** What a Quire site shipped of Pagefind's output: the search client, its WebAssembly and the index, not the prebuilt UIs. */
function shippedPagefindFiles(dir) {
  return allFiles(dir).filter((f) => !/pagefind-(ui|component-ui|modular-ui|highlight)|playground/.test(relative(dir, f)));
}

function writeMiniSearch(pages, outDir) {
  const documents = [];
  pages.forEach((page, p) =>
    page.sections.forEach((s) => documents.push({ id: documents.length, p, a: s.anchor, h: s.heading, title: page.title, text: `${s.text} ${s.code.join(' ')}` })),
  );
  const mini = new MiniSearch({ fields: ['title', 'h', 'text'], storeFields: ['p', 'a', 'h'] });
  mini.addAll(documents);
  mkdirSync(join(outDir, 'text'), { recursive: true });
  writeFileSync(join(outDir, 'index.json'), JSON.stringify({ pages: pages.map((p) => [p.route, p.title]), index: mini.toJSON() }));
  for (let i = 0; i < pages.length; i += SHARD_PAGES) {
    const shard = pages.slice(i, i + SHARD_PAGES).map((p) => p.sections.map((s) => s.text));
    writeFileSync(join(outDir, `text/${i / SHARD_PAGES}.json`), JSON.stringify(shard));
  }
}

/** Two pages that each load one engine and expose `runQuery(q)`: results and excerpts of the top pages, ready to show. */
function writeHarness(root) {
  writeFileSync(
    join(root, 'pagefind.html'),
    `<!doctype html><script type="module">
      let pf;
      window.runQuery = async (q) => {
        const t = performance.now();
        pf ??= await import('/pagefind/pagefind.js');
        const search = await pf.search(q);
        const data = await Promise.all(search.results.slice(0, ${TOP_PAGES}).map((r) => r.data()));
        return { ms: performance.now() - t, total: search.results.length, top: data.map((d) => d.sub_results[0]?.url ?? d.url) };
      };
    </script>`,
  );
  writeFileSync(
    join(root, 'minisearch.html'),
    `<!doctype html><script type="module">
      let loaded;
      const shards = new Map();
      const shard = (n) => { if (!shards.has(n)) shards.set(n, fetch('/minisearch/text/' + n + '.json').then((r) => r.json())); return shards.get(n); };
      window.runQuery = async (q) => {
        const t = performance.now();
        loaded ??= Promise.all([import('/minisearch.js'), fetch('/minisearch/index.json').then((r) => r.text())]).then(([m, text]) => {
          const { pages, index } = JSON.parse(text);
          const mini = m.default.loadJS(index, { fields: ['title', 'h', 'text'], storeFields: ['p', 'a', 'h'] });
          return { pages, mini };
        });
        const { pages, mini } = await loaded;
        const hits = mini.search(q, { prefix: true, fuzzy: 0.2, boost: { title: 3, h: 2 }, combineWith: 'AND' });
        const top = [...new Set(hits.map((h) => h.p))].slice(0, ${TOP_PAGES});
        const texts = await Promise.all(top.map((p) => shard(Math.floor(p / ${SHARD_PAGES})).then((s) => s[p % ${SHARD_PAGES}])));
        const excerpts = texts.map((sections) => sections.join(' ').slice(0, 200));
        return { ms: performance.now() - t, total: hits.length, top: top.map((p) => pages[p][0]), excerpts };
      };
    </script>`,
  );
}

async function measureQueries(origin, engine) {
  // Cold: a reader who opens search and types one query, in a fresh context each time.
  const downloads = [];
  for (const q of QUERIES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}${engine}.html`);
    const sizes = [];
    page.on('requestfinished', (request) => sizes.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize)));
    await page.evaluate((query) => window.runQuery(query), q);
    downloads.push((await Promise.all(sizes)).reduce((a, b) => a + b, 0));
    await context.close();
  }
  // Warm: the client loaded once, then each query timed on its own.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}${engine}.html`);
  const t = performance.now();
  await page.evaluate(() => window.runQuery('reducer'));
  const firstQueryMs = performance.now() - t;
  const times = [];
  const hits = {};
  for (const q of QUERIES) {
    const r = await page.evaluate((query) => window.runQuery(query), q);
    times.push(r.ms);
    hits[q] = r.total;
  }
  await context.close();
  return { queryDownloadBytes: median(downloads), queryDownloadMaxBytes: Math.max(...downloads), firstQueryMs: Math.round(firstQueryMs), latencyMs: round(median(times), 1), hits };
}

/** A static server that gzips what a host would: everything but Pagefind's own (already compressed) files. */
function serve(root) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.json': 'application/json', '.wasm': 'application/wasm', '.css': 'text/css' };
  const cache = new Map();
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const file = path === '/minisearch.js' ? join(ROOT, 'node_modules/minisearch/dist/es/index.js') : join(root, path);
    if (!file.startsWith(root) && path !== '/minisearch.js') return void res.writeHead(403).end();
    if (!existsSync(file) || statSync(file).isDirectory()) return void res.writeHead(404).end();
    const type = types[extname(file)] ?? 'application/octet-stream';
    let body = readFileSync(file);
    const headers = { 'Content-Type': type, 'Cache-Control': 'no-cache' };
    if (type !== 'application/octet-stream' && /gzip/.test(req.headers['accept-encoding'] ?? '')) {
      if (!cache.has(file)) cache.set(file, gzipSync(body, { level: 6 }));
      body = cache.get(file);
      headers['Content-Encoding'] = 'gzip';
    }
    res.writeHead(200, { ...headers, 'Content-Length': body.length });
    res.end(body);
  });
  return new Promise((ok) =>
    server.listen(0, '127.0.0.1', () => ok({ url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((done) => server.close(done)) })),
  );
}

function allFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

function printTable(rows) {
  const header = ['site', 'pages', 'engine', 'index on disk', 'files', 'query download', 'latency', 'build'];
  const body = rows.flatMap((r) =>
    ['pagefind', 'minisearch'].map((engine) => [
      r.site,
      String(r.pages),
      engine,
      kb(r[engine].diskBytes),
      String(r[engine].files),
      kb(r[engine].queryDownloadBytes),
      `${r[engine].latencyMs.toFixed(1)} ms`,
      `${r[engine].buildMs} ms`,
    ]),
  );
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  console.log('');
  for (const row of [header, ...body]) console.log(row.map((c, i) => c.padEnd(widths[i])).join('  '));
  console.log('');
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
function round(value, digits) {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
function kb(bytes) {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MB` : `${(bytes / 1024).toFixed(1)} KB`;
}
function log(message) {
  process.stderr.write(`${message}\n`);
}
function fail(message) {
  log(`search bench: ${message}`);
  process.exit(1);
}
