import parseNumericRange from 'parse-numeric-range';

/** What a code block's meta string asks for (Docusaurus' `metastring`). */
export interface CodeMetastring {
  /** `title="file.ts"`. */
  title?: string;
  /** `{1,4-6}`: 1-based numbers of the lines to mark. */
  highlightLines: number[];
  /** `showLineNumbers`. */
  showLineNumbers: boolean;
}

const TITLE = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/;
const RANGES = /(?:^|\s)\{([\d\s,-]+)\}(?=\s|$)/;

/**
 * Reads a meta string such as `title="store.ts" {1,4-6} showLineNumbers`
 * the way the build reads a fence's (the engine's `parseCodeMeta`): the
 * title is taken out first, so a title like `"{1}"` is not a line range,
 * and words it does not know are ignored, as in Docusaurus.
 */
export function parseCodeMetastring(meta: string | undefined): CodeMetastring {
  let rest = meta ?? '';
  const titleMatch = TITLE.exec(rest);
  const title = titleMatch ? (titleMatch[1] ?? titleMatch[2] ?? titleMatch[3]) : undefined;
  if (titleMatch) rest = rest.slice(0, titleMatch.index) + ' ' + rest.slice(titleMatch.index + titleMatch[0].length);
  const ranges = RANGES.exec(rest);
  const highlightLines = ranges ? [...new Set(parseNumericRange(ranges[1]!.replace(/\s+/g, '')))].filter((n) => n > 0).sort((a, b) => a - b) : [];
  return { ...(title ? { title } : {}), highlightLines, showLineNumbers: rest.split(/\s+/).includes('showLineNumbers') };
}
