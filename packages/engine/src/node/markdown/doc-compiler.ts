import type { Doc } from '../content/doc.js';
import { docFormat } from '../mdx/doc-format.js';
import type { MdxProcessor } from '../mdx/create-mdx-processor.js';
import type { CompiledDoc } from './compiled-doc.js';
import { compileMarkdown, type CompileContext } from './compile-markdown.js';
import { createMarkdownProcessor, type MarkdownOptions } from './create-markdown-processor.js';
import type { StripTypes } from './strip-types.js';

/** Compiles docs of either format, one pipeline per format, made once per build and thread. */
export interface DocCompiler {
  /** Loads the MDX pipeline when one of these docs needs it (a markdown-only site never does). */
  prepare(docs: readonly Doc[]): Promise<void>;
  /** One doc, markdown or MDX (see `docFormat`); `prepare` must have seen it. */
  compile(doc: Doc, context: CompileContext): CompiledDoc;
}

/**
 * The markdown phase's compiler: markdown docs through the markdown
 * pipeline (`compileMarkdown`), MDX docs through MDX's (`compileMdx`),
 * which is loaded only once a batch holds an MDX doc.
 */
export function createDocCompiler(options: MarkdownOptions, hooks: { stripTypes?: StripTypes } = {}): DocCompiler {
  const markdown = createMarkdownProcessor(options, hooks);
  let mdx: { processor: MdxProcessor; compileMdx: typeof import('../mdx/compile-mdx.js').compileMdx } | undefined;
  const isMdx = (doc: Doc) => docFormat(doc.filePath, doc.source, options.format, doc.frontMatter.format) === 'mdx';
  return {
    async prepare(docs) {
      if (mdx || !docs.some(isMdx)) return;
      const [{ createMdxProcessor }, { compileMdx }] = await Promise.all([import('../mdx/create-mdx-processor.js'), import('../mdx/compile-mdx.js')]);
      mdx = { processor: createMdxProcessor(options, hooks), compileMdx };
    },
    compile(doc, context) {
      if (!isMdx(doc)) return compileMarkdown(markdown, doc, context);
      if (!mdx) throw new Error(`Quire: ${doc.filePath} is MDX, and the MDX pipeline was not prepared.`);
      return mdx.compileMdx(mdx.processor, doc, context);
    },
  };
}
