import { fencedCodeLines } from './fenced-code-lines.js';

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

/**
 * `docFormat` remembered per doc object, for one configured format: the
 * build's compiler and `quire dev` ask of the same doc more than once, and
 * a `.md` file's answer scans its text. A saved file is a new doc object.
 */
export function docFormatMemo(configured: FormatOption = 'detect'): (doc: { filePath: string; source: string; frontMatter: { format?: unknown } }) => DocFormat {
  const formats = new WeakMap<object, DocFormat>();
  return (doc) => {
    let format = formats.get(doc);
    if (format === undefined) formats.set(doc, (format = docFormat(doc.filePath, doc.source, configured, doc.frontMatter.format)));
    return format;
  };
}

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
  const isCode = fencedCodeLines();
  for (const line of source.split('\n')) {
    if (isCode(line)) continue;
    if (ESM_LINE.test(line)) return true;
    if (line.includes('<') && COMPONENT.test(line.replace(INLINE_CODE, ''))) return true;
  }
  return false;
}
