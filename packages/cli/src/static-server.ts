/**
 * A static file server for a built Quire site that behaves like the hosts the
 * site will be deployed to (GitHub Pages, Netlify, S3 + CDN): folders serve
 * their `index.html`, unknown paths get `404.html` with status 404, hashed
 * assets are cached forever and HTML is revalidated on every visit.
 *
 * Serving the real output this way, rather than through a dev server, is what
 * lets `quire serve` (and the end-to-end tests) catch base-URL and 404
 * mistakes before deployment.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join, posix, resolve } from 'node:path';
import sirv from 'sirv';

/** What `createStaticServer` serves, and under which path. */
export interface StaticServerOptions {
  /** The built site folder (the build's `outDir`). Relative paths resolve from the current directory. */
  root: string;
  /**
   * The path the site lives under, e.g. `/redux-toolkit/` (default `/`). Must match the
   * `baseUrl` the site was built with, or every asset link 404s — just as it would on the host.
   */
  baseUrl: string;
}

/** Assets carry a content hash in their name, so a given URL never changes content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (HTML, sitemap, static files) may change on the next deploy: revalidate via ETag. */
const REVALIDATE = 'no-cache';
const HASHED_ASSETS_PREFIX = '/assets/';

/**
 * Create (but do not start) an HTTP server for a built site. Call `listen()` on the result.
 *
 * The folder's file list is read once, when the server is created, as a production host
 * would see one deploy; rebuild and restart the server to see a new build.
 */
export function createStaticServer(options: StaticServerOptions): Server {
  const root = resolve(options.root);
  const baseUrl = normalizeBaseUrl(options.baseUrl);
  const notFoundFile = join(root, '404.html');

  const serveFile = sirv(root, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    // `/x` and `/x/` find `x/index.html`; `.htm` is never written by Quire.
    extensions: ['html'],
    onNoMatch: (req, res) => void sendNotFound(req, res, notFoundFile),
  });

  return createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('405 Method Not Allowed\n');
      return;
    }

    const target = resolveRequestPath(req.url ?? '/', baseUrl);
    switch (target.kind) {
      case 'bad-request':
        res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('400 Bad Request\n');
        return;
      case 'redirect':
        // `/base` without its slash is the site root; hosts redirect it the same way.
        res.writeHead(301, { Location: target.location, 'Cache-Control': REVALIDATE });
        res.end();
        return;
      case 'outside-base':
        void sendNotFound(req, res, notFoundFile);
        return;
      case 'file':
        // Set before sirv runs so that 304 (Not Modified) answers carry it too.
        res.setHeader('Cache-Control', target.path.startsWith(HASHED_ASSETS_PREFIX) ? IMMUTABLE : REVALIDATE);
        // sirv reads the path from `req.url`; hand it the path inside the site, re-encoded,
        // because sirv decodes it once more.
        req.url = encodePath(target.path) + target.search;
        serveFile(req, res);
        return;
    }
  });
}

/** Where a request points, once decoded, normalized and checked against the base URL. */
type RequestTarget =
  | { kind: 'file'; path: string; search: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'outside-base' }
  | { kind: 'bad-request' };

function resolveRequestPath(rawUrl: string, baseUrl: string): RequestTarget {
  let url: URL;
  let pathname: string;
  try {
    // Origin-form targets (`/x`) are prefixed rather than resolved against a base, so that
    // `//x` stays a path instead of naming a host; absolute-form (`http://host/x`) parses as is.
    url = rawUrl.startsWith('/') ? new URL(`http://localhost${rawUrl}`) : new URL(rawUrl);
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return { kind: 'bad-request' };
  }
  if (pathname.includes('\0')) return { kind: 'bad-request' };

  // Normalize after decoding: `%2F..%2F` only becomes a `..` segment once decoded.
  // An absolute POSIX path cannot climb above `/`, so the result stays inside the site.
  const normalized = posix.normalize(pathname.startsWith('/') ? pathname : `/${pathname}`);

  if (baseUrl !== '/' && normalized === baseUrl.slice(0, -1)) {
    return { kind: 'redirect', location: baseUrl + url.search };
  }
  if (!normalized.startsWith(baseUrl)) return { kind: 'outside-base' };
  return { kind: 'file', path: normalized.slice(baseUrl.length - 1), search: url.search };
}

function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

/**
 * A base URL in its one canonical form, with a slash at both ends:
 * `redux-toolkit`, `/redux-toolkit` and `/redux-toolkit/` all become `/redux-toolkit/`; `` becomes `/`.
 */
export function normalizeBaseUrl(baseUrl: string): string {
  const trimmed = baseUrl.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

async function sendNotFound(req: IncomingMessage, res: ServerResponse, notFoundFile: string): Promise<void> {
  let body: Buffer | string;
  let type: string;
  try {
    body = await readFile(notFoundFile);
    type = 'text/html; charset=utf-8';
  } catch {
    // A build always writes 404.html; a folder without one is not a Quire build (or a partial one).
    body = '404 Not Found\n';
    type = 'text/plain; charset=utf-8';
  }
  if (res.headersSent) return;
  res.writeHead(404, {
    'Content-Type': type,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': REVALIDATE,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
