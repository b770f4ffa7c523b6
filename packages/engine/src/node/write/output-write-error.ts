import { dirname, isAbsolute, relative } from 'node:path';
import { QuireError } from '../diagnostic.js';

/** File-system error codes that mean "this disk or folder cannot take the site", with what to say about each. */
const CAUSES: Record<string, { what: string; fix: string }> = {
  ENOSPC: {
    what: 'the disk is full',
    // The staging folder makes the need twice the site's size, which surprises people whose site "fits".
    fix: 'Free some space on that disk (until the new site is swapped in, the build needs room for it beside the previous one), or build elsewhere with --out <dir>.',
  },
  EDQUOT: { what: 'your disk quota is used up', fix: 'Free some space within your quota, or build elsewhere with --out <dir>.' },
  EROFS: { what: 'it is on a read-only file system', fix: 'Build onto a writable disk with --out <dir>, or remount that one read-write.' },
  EACCES: { what: 'permission was denied', fix: 'Make the folder writable for you (e.g. chown or chmod it), or build elsewhere with --out <dir>.' },
  EPERM: { what: 'the operation is not permitted there', fix: 'Make the folder writable for you, or build elsewhere with --out <dir>.' },
};

/**
 * The same codes as they appear in messages that lost their `code` on the
 * way: esbuild's Go errors ("no space left on device") and errors passed back
 * from worker threads.
 */
const MESSAGE_PATTERNS: [RegExp, string][] = [
  [/\bENOSPC\b|no space left on device/i, 'ENOSPC'],
  [/\bEDQUOT\b|disk quota exceeded/i, 'EDQUOT'],
  [/\bEROFS\b|read-only file system/i, 'EROFS'],
  [/\bEACCES\b|permission denied/i, 'EACCES'],
  [/\bEPERM\b|operation not permitted/i, 'EPERM'],
];

/**
 * A build error that comes from writing the output (a full disk, a read-only
 * or unwritable folder) turned into a diagnostic that names the output folder
 * and the fix; `undefined` for any other error, which the caller rethrows
 * as it is. The staging folder lives beside the output folder, so its
 * parent is where space and write access are needed.
 */
export function outputWriteError(error: unknown, outDir: string): QuireError | undefined {
  const code = errorCode(error);
  const cause = code === undefined ? undefined : CAUSES[code];
  if (!cause) return undefined;
  const { path, dest } = error as { path?: unknown; dest?: unknown };
  // EACCES on a file the build reads (an image, a theme file) is not about the output.
  const touched = [path, dest].filter((p): p is string => typeof p === 'string');
  if (touched.length > 0 && !touched.some((p) => isInside(p, dirname(outDir)))) return undefined;
  return new QuireError({
    severity: 'error',
    message:
      `Could not write the site to ${outDir}: ${cause.what} (${code}` +
      `${typeof path === 'string' ? ` at ${path}` : ''}). The previous site there, if any, is untouched.`,
    hint: cause.fix,
  });
}

function isInside(path: string, folder: string): boolean {
  const rel = relative(folder, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code in CAUSES) return code;
  const texts = error instanceof QuireError ? error.diagnostics.map((d) => d.message) : [String((error as { message?: unknown }).message)];
  for (const [pattern, name] of MESSAGE_PATTERNS) if (texts.some((text) => pattern.test(text))) return name;
  return undefined;
}
