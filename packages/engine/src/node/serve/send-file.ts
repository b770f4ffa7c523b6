import { open } from 'node:fs/promises';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import fresh from 'fresh';
import { contentType } from './content-type.js';
import type { SiteFile } from './find-site-file.js';
import { createEncodingNegotiator, isCompressible } from './negotiate-encoding.js';
import { ResponseBodyCache, validators } from './response-body-cache.js';

/** How {@link SendFile} answers with a file. */
export interface SendFileOptions {
  /** The `Cache-Control` header (see `cacheControl`; `quire dev` sends `no-store`). */
  cacheControl: string;
  /**
   * 200 (the default), or 404 when the file is a not-found page: an error
   * answer carries no validators, so it is never answered with a 304.
   */
  status?: 200 | 404;
}

/** Answers a GET or HEAD request with a file that was found for it (see `SiteFiles`). */
export type SendFile = (req: IncomingMessage, res: ServerResponse, file: SiteFile, options: SendFileOptions) => Promise<void>;

/** Limits of {@link createFileSender}. */
export interface FileSenderOptions {
  /** Bytes of file contents, plain and compressed, kept in memory (default 64 MiB). */
  cacheBytes?: number;
}

/**
 * Makes the function that sends files the way a static host does, for
 * `quire serve` and `quire dev` alike: `Content-Type` by extension (with
 * `nosniff`), `ETag` and `Last-Modified` answered with 304 when the client's
 * copy is current, and text compressed with brotli or gzip as
 * `Accept-Encoding` asks. Contents are read (and compressed) once per
 * version of a file and kept in memory up to `cacheBytes`; files too large
 * for that are streamed as they are.
 */
export function createFileSender(options: FileSenderOptions = {}): SendFile {
  const bodies = new ResponseBodyCache({ maxBytes: options.cacheBytes });
  const negotiateEncoding = createEncodingNegotiator();

  return async (req, res, file, { cacheControl, status = 200 }) => {
    const type = contentType(file.path);
    const compressible = await isCompressible(type, file.stats.size);
    const headers: OutgoingHttpHeaders = {
      'Content-Type': type,
      'Cache-Control': cacheControl,
      'X-Content-Type-Options': 'nosniff',
      ...(compressible && { Vary: 'Accept-Encoding' }),
    };

    if (file.stats.size > bodies.maxFileBytes) return streamFile(req, res, file, status, headers);

    const negotiated = compressible ? negotiateEncoding(req) : 'identity';
    const encoding = negotiated === 'identity' ? undefined : negotiated;
    const { body, etag, lastModified } = await bodies.get(file.path, file.stats, encoding);
    if (status === 200) {
      Object.assign(headers, { ETag: etag, 'Last-Modified': lastModified });
      if (fresh(req.headers, { etag, 'last-modified': lastModified })) {
        res.writeHead(304, headers);
        return void res.end();
      }
    }
    res.writeHead(status, { ...headers, ...(encoding && { 'Content-Encoding': encoding }), 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
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
