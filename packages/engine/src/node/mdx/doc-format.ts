/** How one doc is compiled: as CommonMark (Quire's markdown pipeline) or as MDX. */
export type DocFormat = 'md' | 'mdx';

/** The config's `markdown.format`, or a doc's front matter `format`. */
export type FormatOption = 'mdx' | 'md' | 'detect';

/**
 * Decides how a doc is compiled. Its front matter `format` wins over the
 * config's; `detect` compiles `.mdx` files as MDX and `.md` files as
 * CommonMark, except a `.md` file that plainly is MDX (see {@link looksLikeMdx}):
 * Docusaurus 3 compiles every file as MDX, and its sites have many `.md`
 * files with imports and components.
 *
 * @param filePath The doc's file; only its extension is read.
 * @param source The doc's text, read only for a `.md` file under `detect`.
 */
export function docFormat(filePath: string, source: string, configured: FormatOption = 'detect', frontMatter?: unknown): DocFormat {
  const own = frontMatter === 'md' || frontMatter === 'mdx' || frontMatter === 'detect' ? frontMatter : undefined;
  const option = own ?? configured;
  if (option !== 'detect') return option;
  if (/\.mdx$/i.test(filePath)) return 'mdx';
  return looksLikeMdx(source) ? 'mdx' : 'md';
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ESM_LINE = /^(import|export)\s/;
// A capitalised tag (`<Tabs>`, `<Foo.Bar />`) or a fragment `<>`, outside inline code.
const COMPONENT = /<(?:[A-Z][\w.]*(?=[\s/>])|>)/;
const INLINE_CODE = /(`+)[^`]*?\1/g;

/**
 * Whether a `.md` file is written as MDX: a top-level `import` or `export`
 * line, or a capitalised JSX component, outside fenced code. CommonMark has
 * neither (a capitalised tag is not an HTML element), so this never takes
 * a plain markdown file for MDX; a false negative only leaves a file on the
 * fast path, where its `import` line shows as text, as it would in
 * CommonMark.
 */
export function looksLikeMdx(source: string): boolean {
  if (!source.includes('import') && !source.includes('export') && !source.includes('<')) return false;
  let fence: string | undefined;
  for (const line of source.split('\n')) {
    const opener = FENCE.exec(line)?.[1];
    if (fence !== undefined) {
      if (opener !== undefined && opener[0] === fence[0] && opener.length >= fence.length && line.trim() === opener) fence = undefined;
      continue;
    }
    if (opener !== undefined) {
      fence = opener;
      continue;
    }
    if (ESM_LINE.test(line)) return true;
    if (line.includes('<') && COMPONENT.test(line.replace(INLINE_CODE, ''))) return true;
  }
  return false;
}
