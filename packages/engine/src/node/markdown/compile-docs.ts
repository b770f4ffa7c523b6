import type { BuildContext } from '../build-context.js';
import type { Doc } from '../content/doc.js';
import type { CompiledDoc } from './compiled-doc.js';
import { compileMarkdown } from './compile-markdown.js';
import { createMarkdownProcessor } from './create-markdown-processor.js';

/**
 * The markdown phase over the whole site: one processor for the build,
 * every doc compiled, warnings recorded on the context. Returns compiled
 * docs by doc id.
 */
export async function compileDocs(ctx: BuildContext, docs: Doc[]): Promise<Map<string, CompiledDoc>> {
  const { markdown } = ctx.config;
  const processor = createMarkdownProcessor(markdown);
  const docsByFile = new Map(docs.map((doc) => [doc.filePath, doc]));
  const compiled = new Map<string, CompiledDoc>();
  let done = 0;
  for (const doc of docs) {
    const result = await compileMarkdown(processor, doc, {
      docsByFile,
      tocMinHeadingLevel: markdown.tocMinHeadingLevel,
      tocMaxHeadingLevel: markdown.tocMaxHeadingLevel,
    });
    for (const warning of result.warnings) {
      ctx.warnings.push(warning);
      ctx.logger.warn(warning);
    }
    compiled.set(doc.id, result);
    if (++done % 500 === 0) ctx.logger.info(`compiled ${done}/${docs.length} docs`);
  }
  return compiled;
}
