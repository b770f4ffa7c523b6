// What a reader downloads, read off a built site: first-visit JavaScript,
// route chunks and HTML of docs pages. Sizes are gzip level 9, as a static
// host compresses them ahead of time.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { median } from './budget-row.mjs';

const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Every docs page of a built site: each `…/index.html` but the home and search pages (and never `404.html`). */
export function docsPages(outDir) {
  return readdirSync(outDir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(`${sep}index.html`) && file !== `search${sep}index.html`)
    .map((file) => join(outDir, file));
}

/** The boot data a page embeds (`<script id="__quire_data">`): its route's chunk, among others. */
function bootData(html) {
  const match = /<script id="__quire_data" type="application\/json">(.*?)<\/script>/s.exec(html);
  return match ? JSON.parse(match[1]) : null;
}

/**
 * The JavaScript a first visit to `page` downloads: its module scripts and
 * modulepreload links, plus whatever those import statically that the page
 * forgot to preload (the browser fetches it anyway). Each file once.
 *
 * @returns {{ page: string, gzipBytes: number, files: string[], unlisted: string[] }}
 */
export function firstVisitJs(outDir, page) {
  const pageUrl = new URL(`http://site/${relative(outDir, page).split(sep).join('/')}`);
  const html = readFileSync(page, 'utf8');
  const listed = new Set();
  for (const [, tag, attrText] of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attrs = parseAttributes(attrText);
    if (tag.toLowerCase() === 'script' && attrs.type === 'module' && attrs.src) listed.add(attrs.src);
    if (tag.toLowerCase() === 'link' && /(^|\s)modulepreload(\s|$)/i.test(attrs.rel ?? '') && attrs.href) listed.add(attrs.href);
  }
  const seen = new Map(); // URL path -> file
  const queue = [...listed].map((ref) => toLocalFile(ref, pageUrl, outDir)).filter(Boolean);
  const listedPaths = new Set(queue.map((f) => f.path));
  while (queue.length > 0) {
    const { path, file } = queue.shift();
    if (seen.has(path)) continue;
    seen.set(path, file);
    const code = readFileSync(file, 'utf8');
    for (const [, spec] of code.matchAll(/\b(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']((?:\.{1,2}\/|\/)[^"']+)["']/g)) {
      const target = toLocalFile(spec, new URL(`http://site${path}`), outDir);
      if (target && !seen.has(target.path)) queue.push(target);
    }
  }
  let total = 0;
  for (const file of seen.values()) total += gzipBytes(file);
  return {
    page: relative(outDir, page),
    gzipBytes: total,
    files: [...seen.keys()],
    unlisted: [...seen.keys()].filter((path) => !listedPaths.has(path)),
  };
}

/**
 * Median gzip size of the docs pages' HTML and of their route chunks (the
 * chunk each page's boot data names), with the number of pages measured.
 */
export function docsPageSizes(outDir) {
  const html = [];
  const chunks = [];
  for (const page of docsPages(outDir)) {
    const text = readFileSync(page, 'utf8');
    html.push(gzipSync(text, { level: 9 }).length);
    const chunk = bootData(text)?.route?.chunk;
    if (chunk && existsSync(join(outDir, chunk))) chunks.push(gzipBytes(join(outDir, chunk)));
  }
  return { pages: html.length, htmlMedianGzip: median(html), routeChunkMedianGzip: median(chunks), routeChunks: chunks.length };
}

/**
 * The docs page the first-visit budget is measured on: the second generated
 * page (the first of a folder may be special), that is the second page of the
 * first `section-…` folder, whatever the padding of its names (the generator
 * pads to the corpus's size: `section-00` at 1000 pages, `section-000` at 10 000).
 */
export function sampleDocsPage(outDir) {
  const folders = (dir, pattern) =>
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && pattern.test(entry.name))
      .map((entry) => entry.name)
      .sort();
  const section = folders(outDir, /^section-\d+$/)[0];
  if (section) {
    const pages = folders(join(outDir, section), /^page-\d+$/).filter((page) => existsSync(join(outDir, section, page, 'index.html')));
    const page = pages[1] ?? pages[0];
    if (page) return join(outDir, section, page, 'index.html');
  }
  return docsPages(outDir)[0] ?? null;
}

/** Resolve a script URL against its referrer to a file in the output, if it is one of ours. */
function toLocalFile(ref, base, outDir) {
  let url;
  try {
    url = new URL(ref, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin) return null; // third-party script: not part of the build
  const path = decodeURIComponent(url.pathname);
  const file = join(outDir, path);
  return file.startsWith(outDir) && existsSync(file) ? { path, file } : null;
}

function parseAttributes(text) {
  const attrs = {};
  for (const m of text.matchAll(/([^\s=/"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    attrs[m[1].toLowerCase()] = (m[2] ?? m[3] ?? m[4] ?? '').replaceAll('&amp;', '&');
  }
  return attrs;
}
