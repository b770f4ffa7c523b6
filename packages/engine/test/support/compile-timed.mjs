/**
 * Compiles markdown files the way `quire build` does, in a plain Node
 * process from the built `dist/` (so with the production builds of
 * micromark and the other unified packages, as a real build loads them,
 * not the slower development builds a vitest worker resolves), and prints
 * for each file the error diagnostics and the CPU time it took, as JSON.
 *
 * Usage: node compile-timed.mjs <file.md>...  (docs/guide/<name> is the doc's path)
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { configSchema } from '../../dist/node/config/config-schema.js';
import { decodeDocSource } from '../../dist/node/content/decode-doc-source.js';
import { docLocation } from '../../dist/node/content/doc-route.js';
import { parseFrontMatter } from '../../dist/node/content/parse-front-matter.js';
import { QuireError } from '../../dist/node/diagnostic.js';
import { compileMarkdown } from '../../dist/node/markdown/compile-markdown.js';
import { serializeCompiledDoc } from '../../dist/node/markdown/compiled-doc.js';
import { createMarkdownProcessor } from '../../dist/node/markdown/create-markdown-processor.js';
import { markdownOptions } from '../../dist/node/markdown/markdown-options.js';
import { loadPrismLanguages } from '../../dist/node/markdown/prism-languages.js';
import { loadStripTypes } from '../../dist/node/markdown/strip-types.js';

await Promise.all([loadPrismLanguages([]), loadStripTypes({ typescript: true })]);
const processor = createMarkdownProcessor(markdownOptions(configSchema.parse({ title: 'Timed', url: 'https://example.org' })));
const context = { docsByFile: new Map(), tocMinHeadingLevel: 2, tocMaxHeadingLevel: 3 };

/** Errors the build would report for the doc, from its bytes to its serialized form. */
function compile(bytes, relativePath) {
  const filePath = `/site/docs/${relativePath}`;
  try {
    const source = decodeDocSource(bytes, filePath);
    const frontMatter = parseFrontMatter(source, filePath);
    const doc = { filePath, relativePath, ...docLocation(relativePath, frontMatter), frontMatter, source };
    const compiled = serializeCompiledDoc(compileMarkdown(processor, doc, context));
    return compiled.warnings.filter((d) => d.severity === 'error');
  } catch (error) {
    if (!(error instanceof QuireError)) throw error;
    return error.diagnostics;
  }
}

// Warm up, so the first file is not charged for compiling the pipeline's code.
compile(Buffer.from('# Warm\n\n- a\n\n> b [c](/d) `e`\n\n```ts\nconst a: number = 1;\n```\n'), 'guide/warm.md');
const results = process.argv.slice(2).map((file) => {
  const bytes = readFileSync(file);
  const wall = performance.now();
  const cpu = process.cpuUsage();
  const errors = compile(bytes, `guide/${basename(file)}`);
  const { user, system } = process.cpuUsage(cpu);
  return { file, errors, cpuMs: (user + system) / 1000, wallMs: performance.now() - wall };
});
process.stdout.write(JSON.stringify(results));
