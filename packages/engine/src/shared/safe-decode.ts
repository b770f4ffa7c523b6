/**
 * Percent-escapes decoded, as a file name, route or heading id is meant:
 * `my%20page.md` names `my page.md`, `#caf%C3%A9` names `café`. A malformed
 * escape (`100%.png`) is taken literally rather than thrown on, since
 * authors and readers write names, not URLs. Used by the build and the
 * browser alike.
 */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
