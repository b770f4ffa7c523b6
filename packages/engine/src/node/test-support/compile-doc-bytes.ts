/**
 * What the build does with one markdown file, from its bytes to the
 * compiled form it ships, without the folder walk around it: the content
 * phase's checks (size, UTF-8, front matter, id and route) and then the
 * markdown phase (`compileMarkdown`, serialized as the build carries it).
 */
import type { DocRef } from '../content/doc.js';
import { syncResult } from './sync-result.js';
import { decodeDocSource } from '../content/decode-doc-source.js';
import { docLocation } from '../content/doc-route.js';
import { parseFrontMatter } from '../content/parse-front-matter.js';
import { compileMarkdown, type CompileContext } from '../markdown/compile-markdown.js';
import { serializeCompiledDoc, type CompiledDoc, type SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import type { MarkdownProcessor } from '../markdown/create-markdown-processor.js';

/** Where the docs of {@link compileDocBytes} live. */
export const TEST_DOCS_DIR = '/site/docs';

/** The compiled doc, before and after serialization, for checks on the tree the build ships. */
export interface CompiledBytes {
  compiled: CompiledDoc;
  serialized: SerializedCompiledDoc;
}

/**
 * Compiles the bytes of `docs/<relativePath>` as the build would.
 *
 * @throws QuireError for what the build reports as a diagnostic (a doc too
 *   big, not UTF-8, bad front matter); anything else thrown is a bug.
 */
export function compileDocBytes(processor: MarkdownProcessor, bytes: Uint8Array, relativePath: string, context: CompileContext): CompiledBytes {
  const filePath = `${TEST_DOCS_DIR}/${relativePath}`;
  const source = decodeDocSource(bytes, filePath);
  const frontMatter = parseFrontMatter(source, filePath);
  const doc = { filePath, relativePath, ...docLocation(relativePath, frontMatter), frontMatter, source };
  // serializeCompiledDoc mutates nothing, so the tree can still be inspected afterwards.
  const compiled = syncResult(compileMarkdown(processor, doc, context));
  return { compiled, serialized: serializeCompiledDoc(compiled) };
}

/** A compile context in which `docs/intro.md` and `docs/guide/setup.md` exist, so relative `.md` links have targets. */
export function testCompileContext(): CompileContext {
  const refs: DocRef[] = [
    { filePath: `${TEST_DOCS_DIR}/intro.md`, relativePath: 'intro.md', route: '/intro' },
    { filePath: `${TEST_DOCS_DIR}/guide/setup.md`, relativePath: 'guide/setup.md', route: '/guide/setup' },
  ];
  return { docsByFile: new Map(refs.map((ref) => [ref.filePath, ref])), tocMinHeadingLevel: 2, tocMaxHeadingLevel: 3 };
}
