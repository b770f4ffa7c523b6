/**
 * A path as the file system knows it: `my%20page.md` names `my page.md`.
 * A malformed escape (`100%.png`) is taken literally rather than thrown on,
 * since authors write file names, not URLs.
 */
export function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
