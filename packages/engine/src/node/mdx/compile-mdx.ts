import { VFile } from 'vfile';
import { VFileMessage } from 'vfile-message';
import type { Doc } from '../content/doc.js';
import type { Diagnostic } from '../diagnostic.js';
import { failedDoc, finishedAsync, type CompileContext } from '../markdown/compile-markdown.js';
import type { CompiledDoc } from '../markdown/compiled-doc.js';
import { vfileDiagnostic, vfileDiagnostics } from '../markdown/vfile-diagnostics.js';
import type { MdxProcessor } from './create-mdx-processor.js';

/** How to fix an MDX syntax error, which MDX's own message (what it expected) does not say. */
const SYNTAX_FIX =
  'Close every JSX tag and `{` expression; write `<` and `{` meant as text as `&lt;` and `\\{` (or in backticks). ' +
  'A file written as plain markdown can say so in its front matter: `format: md`.';

/**
 * The markdown phase for one MDX doc: MDX to a JavaScript module whose
 * default export renders the body, with title, table of contents, ids,
 * links and search text read off its tree on the way, as for a markdown
 * doc (see `rehypeReadDocTree`). The module also exports the page's `toc`
 * and `frontMatter`, as a Docusaurus MDX module does, for
 * `<TOCInline toc={toc} />`. The compiled doc's `body` is empty: the
 * module is the body.
 */
export function compileMdx(processor: MdxProcessor, doc: Doc, context: CompileContext): CompiledDoc | Promise<CompiledDoc> {
  const file = mdxFile(doc, context);
  let code: string;
  try {
    code = String(processor.processSync(file));
  } catch (error) {
    // A plugin whose transformer returns a Promise (Docusaurus' npm2yarn): compiled again, asynchronously.
    if (finishedAsync(error)) return compileMdxAsync(processor, doc, context);
    return failedMdx(error, file, doc);
  }
  return finishMdx(code, file, doc);
}

/** {@link compileMdx} for a doc an async plugin transforms. */
async function compileMdxAsync(processor: MdxProcessor, doc: Doc, context: CompileContext): Promise<CompiledDoc> {
  const file = mdxFile(doc, context);
  let code: string;
  try {
    code = String(await processor.process(file));
  } catch (error) {
    return failedMdx(error, file, doc);
  }
  return finishMdx(code, file, doc);
}

function mdxFile(doc: Doc, context: CompileContext): VFile {
  return new VFile({ path: doc.filePath, value: doc.source, data: { quireDoc: { doc, context } } });
}

/** A doc MDX could not compile: the error at its place in the file, with the fix; anything but a message is rethrown. */
function failedMdx(error: unknown, file: VFile, doc: Doc): CompiledDoc {
  if (!(error instanceof VFileMessage)) throw error;
  const recorded = file.messages.includes(error);
  const diagnostic = vfileDiagnostic(error, doc, 'error');
  // Some of MDX's messages name the place only in their text: "(3:1-3:7)".
  const place = diagnostic.line === undefined ? /\((\d+):(\d+)-\d+:\d+\)/.exec(error.reason) : null;
  if (place) Object.assign(diagnostic, { line: Number(place[1]), column: Number(place[2]) });
  // MDX's parser names what it expected; the fix is ours to add.
  const fromParser = /^(micromark-extension-mdx|mdast-util-mdx)/.test(error.source ?? '');
  const own: Diagnostic[] = recorded ? [] : [fromParser ? { ...diagnostic, code: 'mdx-syntax', hint: SYNTAX_FIX } : diagnostic];
  return failedDoc(doc, [...vfileDiagnostics(file, doc), ...own]);
}

/** The compiled module, with the `toc` and `frontMatter` exports a Docusaurus MDX module has. */
function finishMdx(code: string, file: VFile, doc: Doc): CompiledDoc {
  const reading = file.data.quireReading!;
  const exports = [
    /\bexport\s+(const|let|var|function)\s+toc\b/.test(code) ? '' : `export const toc = ${JSON.stringify(file.data.quireFullToc ?? reading.toc)};`,
    /\bexport\s+(const|let|var|function)\s+frontMatter\b/.test(code) ? '' : `export const frontMatter = ${JSON.stringify(doc.frontMatter)};`,
  ].join('\n');
  return {
    ...reading,
    body: { type: 'root', children: [] },
    mdx: `${code}\n${exports}\n`,
    // Code that loads code (`import()`, `require`) or reads what bundling defines needs the bundler too; a mention in text only costs a bundle.
    ...(file.data.quireStandalone && !/\b(?:import\s*[(.]|require\s*\(|process\.env)/.test(code) && { mdxStandalone: true as const }),
    ...(file.data.quirePartials && { partials: file.data.quirePartials }),
    warnings: [...vfileDiagnostics(file, doc), ...reading.warnings],
  };
}
