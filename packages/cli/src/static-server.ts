/**
 * A static file server for a built Quire site that behaves like the hosts the
 * site will be deployed to (GitHub Pages, Netlify, S3 + CDN): folders serve
 * their `index.html`, unknown paths get `404.html` with status 404, hashed
 * assets are cached forever and HTML is revalidated on every visit, and text
 * is sent compressed when the browser accepts it.
 *
 * Serving the real output this way, rather than through a dev server, is what
 * lets `quire serve` (and the end-to-end tests) catch base-URL and 404
 * mistakes before deployment.
 */
import { open } from 'node:fs/promises';
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import type { Duplex } from 'node:stream';
import fresh from 'fresh';
import { LRUCache } from 'lru-cache';
import { cacheControl, REVALIDATE } from './serve/cache-control.js';
import { contentType } from './serve/content-type.js';
import { SiteFiles, type SiteFile } from './serve/find-site-file.js';
import { createEncodingNegotiator, isCompressible } from './serve/negotiate-encoding.js';
import { resolveRequestTarget, normalizeBaseUrl, type RequestTarget } from './serve/request-target.js';
import { ResponseBodyCache, validators } from './serve/response-body-cache.js';

export { normalizeBaseUrl };

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
  const bodies = new ResponseBodyCache({ maxBytes: options.cacheBytes });
  const siteFiles = new SiteFiles(root);
  const negotiateEncoding = createEncodingNegotiator();
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
        return sendFile(req, res, file, 200, cacheControl(target.path));
      }
    }
  }

  async function sendNotFound(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const page = siteFiles.find('/404.html');
    // A build always writes 404.html; a folder without one is not a Quire build (or a partial one).
    if (!page) return sendText(res, 404, '404 Not Found\n');
    return sendFile(req, res, page, 404, REVALIDATE);
  }

  async function sendFile(req: IncomingMessage, res: ServerResponse, file: SiteFile, status: number, cache: string): Promise<void> {
    const type = contentType(file.path);
    const compressible = isCompressible(type, file.stats.size);
    const headers: OutgoingHttpHeaders = {
      'Content-Type': type,
      'Cache-Control': cache,
      'X-Content-Type-Options': 'nosniff',
      ...(compressible && { Vary: 'Accept-Encoding' }),
    };

    if (file.stats.size > bodies.maxFileBytes) return streamFile(req, res, file, status, headers);

    const negotiated = compressible ? negotiateEncoding(req) : 'identity';
    const encoding = negotiated === 'identity' ? undefined : negotiated;
    const { body, etag, lastModified } = await bodies.get(file.path, file.stats, encoding);
    // The 404 page is an error answer: no validators, so it is never answered with 304.
    if (status === 200) {
      Object.assign(headers, { ETag: etag, 'Last-Modified': lastModified });
      if (fresh(req.headers, { etag, 'last-modified': lastModified })) {
        res.writeHead(304, headers);
        return void res.end();
      }
    }
    res.writeHead(status, { ...headers, ...(encoding && { 'Content-Encoding': encoding }), 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** Files too large to hold in memory: streamed as they are, from one open handle. */
  async function streamFile(req: IncomingMessage, res: ServerResponse, file: SiteFile, status: number, headers: OutgoingHttpHeaders): Promise<void> {
    const handle = await open(file.path, 'r');
    const stats = await handle.stat();
    const { etag, lastModified } = validators(stats);
    Object.assign(headers, status === 200 && { ETag: etag, 'Last-Modified': lastModified });
    delete headers.Vary;
    if (status === 200 && fresh(req.headers, { etag, 'last-modified': lastModified })) {
      await handle.close();
      res.writeHead(304, headers);
      return void res.end();
    }
    res.writeHead(status, { ...headers, 'Content-Length': stats.size });
    if (req.method === 'HEAD') {
      await handle.close();
      return void res.end();
    }
    handle.createReadStream({ start: 0, end: stats.size - 1 }).on('error', (error) => res.destroy(error)).pipe(res);
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
