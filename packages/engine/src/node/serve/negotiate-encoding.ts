import type { IncomingMessage } from 'node:http';
import { LRUCache } from 'lru-cache';
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
export async function isCompressible(type: string, size: number): Promise<boolean> {
  if (size < MIN_COMPRESSIBLE_BYTES) return false;
  // compressible() looks the type up in mime-db every time. The memo stays small: types come
  // from contentType(), a fixed table, and the answer never changes.
  let answer = compressibleTypes.get(type);
  if (answer === undefined) {
    const { default: compressible } = await (loadingCompressible ??= import('compressible'));
    compressibleTypes.set(type, (answer = compressible(type.split(';')[0]!) === true));
  }
  return answer;
}

const compressibleTypes = new Map<string, boolean>();

/**
 * compressible reads all of mime-db (230 KB bundled) as it loads: it is
 * loaded for the first file sent rather than with `quire dev`, whose
 * bundle it made cost 6.6 ms more CPU to load (median of 25 paired imports,
 * less in 23 of them, on the 2-core machine).
 */
let loadingCompressible: Promise<{ default: typeof import('compressible') }> | undefined;

/**
 * Makes the function that picks the encoding to send a compressible file
 * in: brotli when the client accepts it (it is smaller), else gzip, else
 * `identity` (as it is). `Accept-Encoding` is read with its q-values, so
 * `br;q=0` or `*;q=0` are honoured. Answers are remembered per header value
 * (browsers send a handful of distinct ones, and parsing one costs more
 * than the rest of a request), at most 256 of them.
 */
export function createEncodingNegotiator(): (req: IncomingMessage) => ContentEncoding | 'identity' {
  const choices = new LRUCache<string, ContentEncoding | 'identity'>({ max: 256 });
  return (req) => {
    const accept = req.headers['accept-encoding'];
    if (!accept) return 'identity';
    let choice = choices.get(accept);
    if (choice === undefined) {
      // negotiator 1.x takes `preferred` to break ties in our favour; its typings predate the option.
      const negotiator = new Negotiator(req) as unknown as { encoding(available: string[], options: { preferred: string[] }): string | undefined };
      const best = negotiator.encoding(['br', 'gzip', 'identity'], { preferred: ['br', 'gzip', 'identity'] });
      choice = best === 'br' || best === 'gzip' ? best : 'identity';
      choices.set(accept, choice);
    }
    return choice;
  };
}
