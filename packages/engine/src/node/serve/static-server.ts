/**
 * `quire serve`'s HTTP server for a built Quire site, which behaves like the
 * hosts the site will be deployed to (GitHub Pages, Netlify, S3 + CDN):
 * folders serve their `index.html`, unknown paths get `404.html` with status
 * 404, hashed assets are cached forever and HTML is revalidated on every
 * visit, and text is sent compressed when the browser accepts it. Finding and
 * sending the files is the layer `quire dev` serves its static folder with
 * (`SiteFiles`, `createFileSender`); this module adds the host's rules.
 *
 * Serving the real output this way, rather than through a dev server, is what
 * lets `quire serve` (and the end-to-end tests) catch base-URL and 404
 * mistakes before deployment.
 */
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import type { Duplex } from 'node:stream';
import { LRUCache } from 'lru-cache';
import { cacheControl, REVALIDATE } from './cache-control.js';
import { SiteFiles } from './find-site-file.js';
import { resolveRequestTarget, normalizeBaseUrl, type RequestTarget } from './request-target.js';
import { createFileSender } from './send-file.js';

/** What `createStaticServer` serves, and under which path. */
export interface StaticServerOptions {
  /** The built site folder (the build's `outDir`). Relative paths resolve from the current directory. */
  root: string;
  /**
   * The path the site lives under, e.g. `/redux-toolkit/` (default `/`). Must match the
   * `baseUrl` the site was built with, or every asset link 404s — just as it would on the host.
   */
  baseUrl: string;
  /** Bytes of file contents, plain and compressed, kept in memory (default 64 MiB). */
  cacheBytes?: number;
}

const ALLOW = 'GET, HEAD';
const PLAIN_TEXT = 'text/plain; charset=utf-8';

/**
 * Create (but do not start) an HTTP server for a built site. Call `listen()` on the result.
 *
 * Only GET and HEAD are answered (anything else: 405 with `Allow`). No
 * request path, however spelled, reaches a file outside `root`
 * (see `resolveRequestTarget`). Files are looked up on every request, so a
 * rebuild while the server runs is served at once.
 */
export function createStaticServer(options: StaticServerOptions): Server {
  const root = resolve(options.root);
  const baseUrl = normalizeBaseUrl(options.baseUrl);
  const siteFiles = new SiteFiles(root);
  const sendFile = createFileSender({ cacheBytes: options.cacheBytes });
  // Resolving a URL is a pure function of it, and pages are asked for again and again.
  // Bounded by the bytes of the URLs, so that a flood of long unique ones cannot grow memory.
  const targets = new LRUCache<string, RequestTarget>({ maxSize: 1024 * 1024, sizeCalculation: (_target, url) => url.length + 64 });
  const resolveTarget = (url: string): RequestTarget => {
    let target = targets.get(url);
    if (!target) targets.set(url, (target = resolveRequestTarget(url, baseUrl)));
    return target;
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendText(res, 405, '405 Method Not Allowed\n', { Allow: ALLOW });
    }
    const target = resolveTarget(req.url ?? '/');
    switch (target.kind) {
      case 'bad-request':
        return sendText(res, 400, '400 Bad Request\n');
      case 'redirect':
        // `/base` without its slash is the site root; hosts redirect it the same way.
        res.writeHead(301, { Location: target.location, 'Cache-Control': REVALIDATE, 'Content-Length': 0 });
        return void res.end();
      case 'outside-base':
        return sendNotFound(req, res);
      case 'file': {
        const file = siteFiles.find(target.path);
        if (!file) return sendNotFound(req, res);
        return sendFile(req, res, file, { cacheControl: cacheControl(target.path) });
      }
    }
  }

  async function sendNotFound(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const page = siteFiles.find('/404.html');
    // A build always writes 404.html; a folder without one is not a Quire build (or a partial one).
    if (!page) return sendText(res, 404, '404 Not Found\n');
    return sendFile(req, res, page, { status: 404, cacheControl: REVALIDATE });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      // A file removed between lookup and read (a rebuild swapping folders), or an I/O error.
      if (res.headersSent) return void res.destroy(error instanceof Error ? error : undefined);
      sendText(res, 500, '500 Internal Server Error\n');
    });
  });
  // Node hands CONNECT to this event instead of the request handler (and drops the connection
  // when nobody listens); it is one more method this server does not allow.
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOW}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
  });
  return server;
}

function sendText(res: ServerResponse, status: number, text: string, extra: OutgoingHttpHeaders = {}): void {
  res.writeHead(status, {
    'Content-Type': PLAIN_TEXT,
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': REVALIDATE,
    'X-Content-Type-Options': 'nosniff',
    ...extra,
  });
  res.end(res.req.method === 'HEAD' ? undefined : text);
}
