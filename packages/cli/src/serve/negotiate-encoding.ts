import type { IncomingMessage } from 'node:http';
import compressible from 'compressible';
import Negotiator from 'negotiator';

/** The encodings `quire serve` compresses with, best first. */
export type ContentEncoding = 'br' | 'gzip';

/** Below this many bytes compression saves less than it costs; such files are sent as they are. */
export const MIN_COMPRESSIBLE_BYTES = 1024;

/**
 * Whether responses for a file of this type and size depend on the
 * request's `Accept-Encoding` (and so must say `Vary: Accept-Encoding`).
 * Images, fonts and archives are compressed already.
 */
export function isCompressible(type: string, size: number): boolean {
  return size >= MIN_COMPRESSIBLE_BYTES && compressible(type.split(';')[0]!) === true;
}

/**
 * The encoding to send a compressible file in: brotli when the client
 * accepts it (it is smaller), else gzip, else none. `Accept-Encoding` is
 * read with its q-values, so `br;q=0` or `*;q=0` are honoured.
 */
export function negotiateEncoding(req: IncomingMessage): ContentEncoding | undefined {
  if (!req.headers['accept-encoding']) return undefined;
  // negotiator 1.x takes `preferred` to break ties in our favour; its typings predate the option.
  const negotiator = new Negotiator(req) as unknown as { encoding(available: string[], options: { preferred: string[] }): string | undefined };
  const choice = negotiator.encoding(['br', 'gzip', 'identity'], { preferred: ['br', 'gzip', 'identity'] });
  return choice === 'br' || choice === 'gzip' ? choice : undefined;
}
