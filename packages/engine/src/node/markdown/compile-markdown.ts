import type { Root as HastRoot } from 'hast';
import { VFile } from 'vfile';
import { VFileMessage } from 'vfile-message';
import type { Doc, DocRef } from '../content/doc.js';
import type { Diagnostic } from '../diagnostic.js';
import { vfileDiagnostic, vfileDiagnostics } from './vfile-diagnostics.js';
import type { CompiledDoc } from './compiled-doc.js';
import type { MarkdownProcessor } from './create-markdown-processor.js';
import { docTitle } from './doc-title.js';
import { extractToc } from './extract-toc.js';
import { finishDocTree } from './finish-doc-tree.js';
import { NeedsMdx } from './remark-needs-mdx.js';
import { extractSearchSections } from '../search/extract-search-sections.js';

/** What a doc is compiled against: the other docs (for `.md` links) and the default TOC levels. */
export interface CompileContext {
  /** Every published doc by absolute file path, to resolve `.md` links. */
  docsByFile: ReadonlyMap<string, DocRef>;
  /** Lowest heading level in the TOC unless the doc's front matter says otherwise (default 2). */
  tocMinHeadingLevel: number;
  /** Highest heading level in the TOC unless the doc's front matter says otherwise (default 3). */
  tocMaxHeadingLevel: number;
}

/**
 * The markdown phase for one doc: markdown to HAST, then title, table of
 * contents, element ids and internal links read off the tree, hrefs rewritten
 * to routes, and positions stripped.
 *
 * Synchronous, since the built-in pipeline is (and sync is cheaper per
 * doc); a doc that meets an async plugin (one whose transformer returns a
 * Promise, as Docusaurus' npm2yarn does) is compiled again with `run`, and
 * then the result is a Promise.
 *
 * @param processor From `createMarkdownProcessor`, built once per build.
 */
export function compileMarkdown(processor: MarkdownProcessor, doc: Doc, context: CompileContext): CompiledDoc | Promise<CompiledDoc> {
  // The path lets plugins (and unified's errors) know which file they are in.
  const file = new VFile({ path: doc.filePath, value: doc.source });
  let body: HastRoot;
  try {
    body = processor.runSync(processor.parse(file), file);
  } catch (error) {
    if (finishedAsync(error)) return compileMarkdownAsync(processor, doc, context);
    return failedCompile(error, file, doc);
  }
  return finishCompile(body, file, doc, context);
}

/** {@link compileMarkdown} for a doc an async plugin transforms: parsed afresh, the first try's tree half-changed. */
async function compileMarkdownAsync(processor: MarkdownProcessor, doc: Doc, context: CompileContext): Promise<CompiledDoc> {
  const file = new VFile({ path: doc.filePath, value: doc.source });
  let body: HastRoot;
  try {
    body = await processor.run(processor.parse(file), file);
  } catch (error) {
    return failedCompile(error, file, doc);
  }
  return finishCompile(body, file, doc, context);
}

/** unified's word for a transformer that returned a Promise inside `runSync`. */
export function finishedAsync(error: unknown): boolean {
  return error instanceof Error && /finished async/.test(error.message);
}

/** A doc whose pipeline threw: its diagnostics, for a plugin that gave up or a tree too deep; anything else is rethrown. */
function failedCompile(error: unknown, file: VFile, doc: Doc): CompiledDoc {
  if (isStackOverflow(error)) return failedDoc(doc, [...vfileDiagnostics(file, doc), stackOverflowDiagnostic(doc)]);
  // A plugin gave up on this doc (`file.fail()`): report it with the rest, not as a crash.
  if (!(error instanceof VFileMessage)) throw error;
  // `file.fail()` also records the message on the file; a thrown one made elsewhere is not.
  const recorded = file.messages.includes(error);
  return failedDoc(doc, [...vfileDiagnostics(file, doc), ...(recorded ? [] : [vfileDiagnostic(error, doc, 'error')])]);
}

/** Title, table of contents, ids, links and search text read off a compiled doc's tree. */
function finishCompile(body: HastRoot, file: VFile, doc: Doc, context: CompileContext): CompiledDoc {
  if (file.data.quireNeedsMdx) throw new NeedsMdx(doc.filePath);
  const { title, hasTitleHeading } = docTitle(body, doc);
  const toc = extractToc(
    body,
    doc.frontMatter.toc_min_heading_level ?? context.tocMinHeadingLevel,
    doc.frontMatter.toc_max_heading_level ?? context.tocMaxHeadingLevel,
  );
  const { elementIds: headingIds, links: { links, warnings }, images: { images, staticImages, errors } } = finishDocTree(body, doc, context.docsByFile);
  // Read here, on the thread that compiled the doc, so the search phase only has to pass text along.
  const search = extractSearchSections(body, title);

  return {
    title,
    hasTitleHeading,
    body,
    toc,
    headingIds,
    links,
    images,
    staticImages,
    search,
    warnings: [...vfileDiagnostics(file, doc), ...warnings, ...errors],
  };
}

/** What a doc that failed to compile contributes: its diagnostics, and an empty body nobody will render (the build stops). */
export function failedDoc(doc: Doc, diagnostics: Diagnostic[]): CompiledDoc {
  const body: HastRoot = { type: 'root', children: [] };
  return { title: doc.id, hasTitleHeading: false, body, toc: [], headingIds: [], links: [], images: [], staticImages: [], search: [], warnings: diagnostics };
}

/**
 * A library recursed once per level of a tree deeper than the stack allows.
 * remarkMarkdownLimits and rehypeHtmlNestingLimit stop the known ways in
 * first, with the line; this is the net under them.
 */
function isStackOverflow(error: unknown): boolean {
  return error instanceof RangeError && /call stack/i.test(error.message);
}

function stackOverflowDiagnostic(doc: Doc): Diagnostic {
  return {
    severity: 'error',
    code: 'markdown-limit',
    file: doc.filePath,
    message: 'Compiling this doc ran out of stack: something in it is nested too deep.',
    hint: 'Look for a long run of `>`, list markers, `*`, `[` or HTML tags that opens more than it closes, and flatten it. If there is none, please report this file as a Quire bug.',
  };
}
