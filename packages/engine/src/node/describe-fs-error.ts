/**
 * File-system errors in words, for diagnostics: `EACCES` alone means
 * nothing to most authors; "permission denied (EACCES)" does, and the code
 * stays for searching.
 */
const MEANINGS: Readonly<Record<string, string>> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  ENOENT: 'no such file or folder',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EISDIR: 'it is a folder, not a file',
  ELOOP: 'a loop of symbolic links',
  EMFILE: 'too many files open at once',
  ENAMETOOLONG: 'the path is too long',
  EIO: 'an input/output error of the disk',
};

/** `permission denied (EACCES)`, or the error's own message when its code is not a known one. */
export function describeFsError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code && MEANINGS[code]) return `${MEANINGS[code]} (${code})`;
  if (error instanceof Error) return code ? `${error.message} (${code})` : error.message;
  return String(error);
}

/** What to do about an error reading `path`, by its code. */
export function fsErrorFix(error: unknown, path: string): string {
  switch ((error as NodeJS.ErrnoException | undefined)?.code) {
    case 'EACCES':
    case 'EPERM':
      return `Give your user read access to it (e.g. \`chmod -R u+rX ${path}\`), or run the build as a user who has it.`;
    case 'ELOOP':
      return `Point the symbolic link ${path} at a real file or folder, or remove it.`;
    case 'EMFILE':
      return 'Raise the limit of open files (`ulimit -n 4096`) and build again.';
    default:
      return `Check that ${path} exists and can be read.`;
  }
}
