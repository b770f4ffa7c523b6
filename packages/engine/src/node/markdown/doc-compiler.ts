import type { Doc } from '../content/doc.js';
import { docFormatMemo } from '../mdx/doc-format.js';
import type { MdxProcessor } from '../mdx/create-mdx-processor.js';
import type { CompiledDoc } from './compiled-doc.js';
import { compileMarkdown, type CompileContext } from './compile-markdown.js';
import { createMarkdownProcessor, type MarkdownOptions } from './create-markdown-processor.js';
import { NeedsMdx } from './remark-needs-mdx.js';
import type { StripTypes } from './strip-types.js';

/** Compiles docs of either format, one pipeline per format, made once per build and thread. */
export interface DocCompiler {
  /** Loads the MDX pipeline when one of these docs needs it (a markdown-only site never does). */
  prepare(docs: readonly Doc[]): Promise<void>;
  /**
   * One doc, markdown or MDX (see `docFormat`); `prepare` must have seen it.
   * A Promise only for a doc an async plugin transforms, or one a plugin
   * made MDX (see `NeedsMdx`).
   */
  compile(doc: Doc, context: CompileContext): CompiledDoc | Promise<CompiledDoc>;
}

/**
 * The markdown phase's compiler: markdown docs through the markdown
 * pipeline (`compileMarkdown`), MDX docs through MDX's (`compileMdx`),
 * which is loaded only once a batch holds an MDX doc.
 */
export function createDocCompiler(options: MarkdownOptions, hooks: { stripTypes?: StripTypes } = {}): DocCompiler {
  const markdown = createMarkdownProcessor(options, hooks);
  let mdx: { processor: MdxProcessor; compileMdx: typeof import('../mdx/compile-mdx.js').compileMdx } | undefined;
  const loadMdx = async () => {
    if (mdx) return mdx;
    const [{ createMdxProcessor }, { compileMdx }] = await Promise.all([import('../mdx/create-mdx-processor.js'), import('../mdx/compile-mdx.js')]);
    return (mdx ??= { processor: createMdxProcessor(options, hooks), compileMdx });
  };
  // Decided once per doc: `prepare` and `compile` both ask.
  const formatOf = docFormatMemo(options.format);
  const isMdx = (doc: Doc) => formatOf(doc) === 'mdx';
  return {
    async prepare(docs) {
      if (!mdx && docs.some(isMdx)) await loadMdx();
    },
    compile(doc, context) {
      if (isMdx(doc)) {
        if (!mdx) throw new Error(`Quire: ${doc.filePath} is MDX, and the MDX pipeline was not prepared.`);
        return mdx.compileMdx(mdx.processor, doc, context);
      }
      try {
        const compiled = compileMarkdown(markdown, doc, context);
        return compiled instanceof Promise ? compiled.catch((error: unknown) => asMdx(error, doc, context)) : compiled;
      } catch (error) {
        return asMdx(error, doc, context);
      }
    },
  };

  /** A markdown doc a remark plugin made MDX (`NeedsMdx`), compiled as MDX; any other error is rethrown. */
  async function asMdx(error: unknown, doc: Doc, context: CompileContext): Promise<CompiledDoc> {
    if (!(error instanceof NeedsMdx)) throw error;
    const { processor, compileMdx } = await loadMdx();
    return compileMdx(processor, doc, context);
  }
}
