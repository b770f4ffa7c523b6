import parseNumericRange from 'parse-numeric-range';

/** What a code fence's meta string (the text after the language) asks for. */
export interface CodeMeta {
  /** `title="file.ts"`: shown in a title bar above the code. */
  title?: string;
  /** `{1,4-6}`: 1-based numbers of the lines to mark, counted on the code as shown (magic comments removed). */
  highlightLines: number[];
  /** `showLineNumbers`: number the lines (in CSS, so the numbers are never copied). */
  showLineNumbers: boolean;
  /** `no-transpile`: a TypeScript block gets no generated JavaScript tab. */
  noTranspile: boolean;
}

const TITLE = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/;
const RANGES = /(?:^|\s)\{([\d\s,-]+)\}(?=\s|$)/;

/**
 * Reads a fence's meta string, e.g. `title="store.ts" {1,4-6} showLineNumbers`.
 * Words it does not know are ignored, as Docusaurus does, so meta meant for
 * another tool does not break the build. The title is taken out first, so a
 * title such as `"{1}"` is not read as a line range.
 */
export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  let rest = meta ?? '';
  const titleMatch = TITLE.exec(rest);
  const title = titleMatch ? (titleMatch[1] ?? titleMatch[2] ?? titleMatch[3]) : undefined;
  if (titleMatch) rest = rest.slice(0, titleMatch.index) + ' ' + rest.slice(titleMatch.index + titleMatch[0].length);
  const words = new Set(rest.split(/\s+/));
  const ranges = RANGES.exec(rest);
  const highlightLines = ranges ? [...new Set(parseNumericRange(ranges[1]!.replace(/\s+/g, '')))].filter((n) => n > 0).sort((a, b) => a - b) : [];
  return {
    ...(title ? { title } : {}),
    highlightLines,
    showLineNumbers: words.has('showLineNumbers'),
    noTranspile: words.has('no-transpile'),
  };
}
