/**
 * Property-based tests of the per-doc compile step (bytes → size and UTF-8
 * checks → front matter → compileMarkdown → the serialized form the build
 * ships) on 10 000 generated documents: random mixes of every construct the
 * engine supports, and random bytes. None may throw anything but a
 * QuireError (a diagnostic for the author), and no compiled tree may hold
 * anything that runs code. Time is not asserted: a doc that hangs the
 * compile fails the test by its timeout.
 *
 * Every run draws the same documents (seed DEFAULT_SEED), so the test
 * passes or fails the same way each time; set QUIRE_FUZZ_SEED to another
 * number to explore other documents, or to the seed a failure prints to
 * replay it. Keep a document that failed as a fixture in
 * `test/fixtures/pathological/` (replayed by compile-markdown-pathological.test.ts).
 */
import type { Element, Root } from 'hast';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { QuireError } from '../diagnostic.js';
import { compileDocBytes, testCompileContext } from '../test-support/compile-doc-bytes.js';
import { documentBytes, markdownDocument } from '../test-support/markdown-arbitraries.js';
import { testContext } from '../test-support/test-context.js';
import { createMarkdownProcessor, type MarkdownProcessor } from './create-markdown-processor.js';
import { markdownOptions } from './markdown-options.js';
import { loadPrismLanguages } from './prism-languages.js';

/** Generated markdown documents, and byte strings; 10 000 in all. */
const MARKDOWN_RUNS = 8_000;
const BYTES_RUNS = 2_000;
/** Any fixed number: which 10 000 documents a run draws when QUIRE_FUZZ_SEED is not set. */
const DEFAULT_SEED = 28;
const seed = process.env.QUIRE_FUZZ_SEED ? Number(process.env.QUIRE_FUZZ_SEED) : DEFAULT_SEED;

let processor: MarkdownProcessor;
const context = testCompileContext();

beforeAll(async () => {
  await loadPrismLanguages([]);
  processor = createMarkdownProcessor(markdownOptions(testContext().config));
});

/** Elements and attributes that would run code in a reader's browser. */
const CODE_ELEMENTS = new Set(['script', 'style', 'link', 'meta', 'base', 'object', 'embed', 'frame', 'frameset']);
// Browsers drop blanks and control characters from a URL before reading its scheme.
const SCRIPT_URL = /^(javascript|vbscript):/i;

/** The first thing in `tree` that would run code, described, or `undefined`. */
function firstUnsafe(tree: Root): string | undefined {
  const stack: Array<Root | Element> = [tree];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'element') {
      if (CODE_ELEMENTS.has(node.tagName)) return `<${node.tagName}>`;
      for (const [name, value] of Object.entries(node.properties)) {
        if (/^on/i.test(name)) return `${name} on <${node.tagName}>`;
        // eslint-disable-next-line no-control-regex
        if (typeof value === 'string' && SCRIPT_URL.test(value.replace(/[\u0000-\u0020]/g, ''))) return `${name}="${value}" on <${node.tagName}>`;
      }
    }
    for (const child of node.children) if (child.type === 'element') stack.push(child);
  }
  return undefined;
}

/** Counts over one property's runs, for the report line. */
interface RunStats {
  docs: number;
  diagnosed: number;
}

/** Compiles one document's bytes and checks the properties; counts it in `stats`. */
function checkDoc(bytes: Uint8Array, stats: RunStats): void {
  stats.docs++;
  let compiled: ReturnType<typeof compileDocBytes>['compiled'] | undefined;
  try {
    compiled = compileDocBytes(processor, bytes, 'guide/fuzz.md', context).compiled;
  } catch (error) {
    if (!(error instanceof QuireError)) throw error;
    // A diagnostic must say where: every one names the file.
    expect(error.diagnostics.every((d) => d.file === '/site/docs/guide/fuzz.md')).toBe(true);
    stats.diagnosed++;
  }
  if (!compiled) return;
  if (compiled.warnings.some((d) => d.severity === 'error')) stats.diagnosed++;
  expect(firstUnsafe(compiled.body)).toBeUndefined();
}

describe('compileMarkdown under generated input', () => {
  it(`compiles ${MARKDOWN_RUNS} generated markdown documents without a crash, a hang or a script`, () => {
    const stats: RunStats = { docs: 0, diagnosed: 0 };
    fc.assert(
      fc.property(markdownDocument, (source) => checkDoc(new TextEncoder().encode(source), stats)),
      { numRuns: MARKDOWN_RUNS, seed },
    );
    report('markdown', stats);
    expect(stats.docs).toBeGreaterThanOrEqual(MARKDOWN_RUNS);
  }, 600_000);

  it(`compiles ${BYTES_RUNS} random byte strings without a crash or a hang`, () => {
    const stats: RunStats = { docs: 0, diagnosed: 0 };
    fc.assert(
      fc.property(documentBytes, (bytes) => checkDoc(bytes, stats)),
      { numRuns: BYTES_RUNS, seed },
    );
    report('bytes', stats);
    expect(stats.docs).toBeGreaterThanOrEqual(BYTES_RUNS);
  }, 600_000);
});

function report(what: string, stats: RunStats): void {
  console.info(`fuzz ${what}: ${stats.docs} docs, ${stats.diagnosed} with an error diagnostic`);
}
