import { warn, type BuildContext } from '../build-context.js';
import { QuireError, type Diagnostic } from '../diagnostic.js';
import type { Doc, DocRef } from '../content/doc.js';
import type { BuildPool } from '../workers/build-pool.js';
import { serializeCompiledDoc, type SerializedCompiledDoc } from './compiled-doc.js';
import { compileMarkdown } from './compile-markdown.js';
import { markdownOptions } from './markdown-options.js';
import { loadPrismLanguages } from './prism-languages.js';
import { splitIntoBatches } from '../workers/split-into-batches.js';

/**
 * The markdown phase over the whole site: every doc compiled, on the build
 * pool's threads when there is one, else here with one processor for the
 * build. Warnings are recorded on the context in doc order, whichever thread
 * found them. Returns compiled docs by doc id.
 */
export async function compileDocs(ctx: BuildContext, docs: Doc[], pool?: BuildPool): Promise<Map<string, SerializedCompiledDoc>> {
  const docRefs: DocRef[] = docs.map(({ filePath, relativePath, route }) => ({ filePath, relativePath, route }));
  let results: SerializedCompiledDoc[];
  const markdown = markdownOptions(ctx.config);
  // Here even when workers compile: an unknown language fails once, as a config error, before any thread starts on it.
  await loadPrismLanguages(markdown.additionalLanguages ?? []);
  if (pool) {
    let done = 0;
    const batches = splitIntoBatches(docs, pool.threads);
    const plainData = ctx.config.markdown.remarkPlugins.length === 0 && ctx.config.markdown.rehypePlugins.length === 0;
    const compiled = await Promise.all(
      batches.map(async (batch) => {
        const out = await pool.compile({
          buildId: ctx.buildId,
          siteDir: ctx.siteDir,
          overrides: ctx.overrides,
          markdown: plainData ? markdown : undefined,
          docs: batch,
          docRefs,
        });
        done += batch.length;
        ctx.logger.info(`compiled ${done}/${docs.length} docs`);
        return out;
      }),
    );
    results = compiled.flat();
  } else {
    // Imported here, not at the top: the pipeline brings TypeScript (for the
    // JavaScript tabs), half a second to load, which a build whose workers
    // compile the markdown never needs on this thread.
    const { createMarkdownProcessor } = await import('./create-markdown-processor.js');
    const processor = createMarkdownProcessor(markdown);
    const context = {
      docsByFile: new Map(docRefs.map((ref) => [ref.filePath, ref])),
      tocMinHeadingLevel: markdown.tocMinHeadingLevel,
      tocMaxHeadingLevel: markdown.tocMaxHeadingLevel,
    };
    results = docs.map((doc) => serializeCompiledDoc(compileMarkdown(processor, doc, context)));
  }
  const byId = new Map<string, SerializedCompiledDoc>();
  const errors: Diagnostic[] = [];
  const strict = ctx.config.onBrokenMarkdownLinks === 'error';
  docs.forEach((doc, i) => {
    const result = results[i]!;
    for (const warning of result.warnings) {
      if (warning.severity === 'error') errors.push(warning);
      else if (strict && warning.code === 'broken-markdown-link') errors.push({ ...warning, severity: 'error' });
      else warn(ctx, warning);
    }
    byId.set(doc.id, result);
  });
  if (errors.length > 0) throw new QuireError(errors);
  return byId;
}
