/** A link written as a string literal in a component's JSX. */
export interface JsxLinkLiteral {
  /** The link as written: `/guides/tabs`, `/api#x`. */
  href: string;
  /** 1-based line and column of the prop in the file. */
  line: number;
  column: number;
}

// `to="/x"`, `href='/x'`, `to={'/x'}`, `href={"/x"}` or a template literal without `${`: a site path or an anchor.
const LINK_PROP = /(?<![\w$.])(to|href)=(?:"([/#][^"]*)"|'([/#][^']*)'|\{\s*(?:"([/#][^"]*)"|'([/#][^']*)'|`([/#][^`$]*)`)\s*\})/g;
const LINE_COMMENT = /\/\/[^\n]*/g;
const BLOCK_COMMENT = /\/\*[\s\S]*?\*\//g;

/**
 * The site links a component page (`src/pages/*.tsx`) writes as plain
 * strings in `to` and `href` props, with their places, for the link
 * checker: Docusaurus authors write `<Link to="/docs/intro">`. Comments
 * are blanked first (keeping every position). A link built by an
 * expression is known only when the page runs, and is not seen.
 */
export function jsxLinkLiterals(source: string): JsxLinkLiteral[] {
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  const code = source.replace(BLOCK_COMMENT, blank).replace(LINE_COMMENT, (comment, offset: number) =>
    // `//` inside a string (`"https://…"`) is no comment: only one after code or at the line's start is.
    /["'`]/.test(lineBefore(source, offset)) ? comment : blank(comment),
  );
  const links: JsxLinkLiteral[] = [];
  for (const match of code.matchAll(LINK_PROP)) {
    const href = match[2] ?? match[3] ?? match[4] ?? match[5] ?? match[6]!;
    const before = code.slice(0, match.index);
    links.push({ href, line: before.split('\n').length, column: match.index - before.lastIndexOf('\n') });
  }
  return links;
}

function lineBefore(source: string, offset: number): string {
  return source.slice(source.lastIndexOf('\n', offset - 1) + 1, offset);
}
