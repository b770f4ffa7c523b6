/**
 * Whitespace that `/\s+/g → ' '` would change: a run of two or more, or a
 * single character other than a space. A lone space, by far the most common
 * whitespace in prose, is left unmatched, since replacing it with itself
 * cost a match and a copy for every word of every page.
 */
const CHANGED_WHITESPACE = /\s\s+|(?! )\s/g;

/**
 * Text with every run of whitespace (JavaScript's `\s`: spaces, tabs,
 * newlines, no-break and other Unicode spaces) made one space, and the ends
 * trimmed: the same as `text.replace(/\s+/g, ' ').trim()`, about three
 * times faster on prose.
 */
export function collapseWhitespace(text: string): string {
  return text.replace(CHANGED_WHITESPACE, ' ').trim();
}
