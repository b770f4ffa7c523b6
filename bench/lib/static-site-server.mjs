// A built site served over HTTP on loopback as a static host serves it, for
// the rows that measure what a reader downloads in Chromium. Every response
// is logged with the bytes of its body as sent, so a row counts exactly what
// went over the wire, prefetches and revalidations included.
//
// As a host would: text (HTML, JS, CSS, JSON, SVG, XML, WebAssembly) is sent
// gzip-compressed (level 9, as the bench's other sizes are), the search
// index's `.bin` files as they are (the build gzips them itself); content
// types and caching as `quire serve` and the build's `_headers` give them
// (`contentType`, `cacheControl`: files named by a hash of their content are
// cached for good, the rest revalidated with an ETag); a route path is
// answered with its `index.html`, an unknown one with `404.html` and status 404.
import { cacheControl, contentType } from '@quire/engine/serve';
import { createServer } from 'node:http';
import { readFileSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

/** What a host compresses: text and WebAssembly; images, fonts and the search index's gzip `.bin` files go as they are. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.xml', '.txt', '.wasm']);

/** Requests under this path are the bench's own (see bench/lib/network-settle.mjs): answered 204, never logged. */
export const BENCH_PATH = '/__bench/';

/**
 * @typedef {object} ServedResponse
 * @property {string} path the request's path and query
 * @property {number} status
 * @property {number} bytes the body's bytes as sent (gzip where compressed)
 * @property {boolean} gzip whether the body was gzip-compressed
 */

/**
 * @typedef {object} StaticSiteServer
 * @property {string} url the site's origin with a trailing slash
 * @property {() => ServedResponse[]} take the responses since the last call (or the start), in order
 * @property {() => Promise<void>} close
 */

/**
 * Serves the built site in `root` on an ephemeral loopback port.
 *
 * @param {string} root the output folder of a build
 * @returns {Promise<StaticSiteServer>}
 */
export function serveStaticSite(root) {
  const base = resolve(root);
  /** Compressed bodies by file, made once: a file is compressed once, as a host caches it. */
  const compressed = new Map();
  let log = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith(BENCH_PATH)) return void res.writeHead(204, { 'Cache-Control': 'no-store' }).end();
    let found = findFile(base, decodeURIComponent(url.pathname));
    let status = 200;
    if (!found) {
      found = findFile(base, '/404.html');
      status = 404;
    }
    if (!found) {
      log.push({ path: url.pathname + url.search, status: 404, bytes: 0, gzip: false });
      return void res.writeHead(404).end();
    }
    const { file, stat } = found;
    const ext = extname(file);
    const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    const headers = {
      'Content-Type': contentType(file),
      'Cache-Control': cacheControl(url.pathname),
      ETag: etag,
    };
    if (status === 200 && req.headers['if-none-match'] === etag) {
      log.push({ path: url.pathname + url.search, status: 304, bytes: 0, gzip: false });
      return void res.writeHead(304, headers).end();
    }
    let body = readFileSync(file);
    const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (gzip) {
      if (!compressed.has(file)) compressed.set(file, gzipSync(body, { level: 9 }));
      body = compressed.get(file);
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
    }
    log.push({ path: url.pathname + url.search, status, bytes: body.length, gzip });
    res.writeHead(status, { ...headers, 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((ready, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      ready({
        url: `http://127.0.0.1:${port}/`,
        take() {
          const taken = log;
          log = [];
          return taken;
        },
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

/** The file a path names in the site: itself, or the `index.html` of its folder, or `<path>.html`; never outside `base`. */
function findFile(base, pathname) {
  const path = join(base, pathname);
  if (path !== base && !path.startsWith(base + sep)) return null;
  for (const candidate of [path, join(path, 'index.html'), `${path}.html`]) {
    try {
      const stat = statSync(candidate);
      if (stat.isFile()) return { file: candidate, stat };
    } catch {
      // not this one
    }
  }
  return null;
}
