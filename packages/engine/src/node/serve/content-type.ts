import { lookup } from 'mrmime';

/** Types mrmime leaves out that static sites still ship. */
const EXTRA_TYPES: Record<string, string> = { ico: 'image/x-icon' };

/**
 * The `Content-Type` of a file, by its extension: text types with
 * `charset=utf-8` (Quire writes UTF-8, and without it a browser may guess),
 * and `application/octet-stream` for what is not known, which browsers
 * download rather than render.
 */
export function contentType(path: string): string {
  const extension = /\.([^./]+)$/.exec(path)?.[1]?.toLowerCase() ?? '';
  const type = lookup(extension) ?? EXTRA_TYPES[extension] ?? 'application/octet-stream';
  return isText(type) ? `${type}; charset=utf-8` : type;
}

function isText(type: string): boolean {
  return type.startsWith('text/') || /^application\/(?:json|(?:[\w.-]+\+)?(?:json|xml)|javascript)$/.test(type) || type === 'image/svg+xml';
}
