/**
 * Property-based tests of the per-doc compile step (bytes → size and UTF-8
 * checks → front matter → compileMarkdown → the serialized form the build
 * ships) on 10 000 generated documents: random mixes of every construct the
 * engine supports, and random bytes. None may throw anything but a
 * QuireError (a diagnostic for the author), none may take longer than
 * PER_DOC_LIMIT_MS, and no compiled tree may hold anything that runs code.
 *
 * A failure prints fast-check's seed and the shrunk document; set
 * QUIRE_FUZZ_SEED to replay a run, and keep the document as a fixture in
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
import { loadStripTypes } from './strip-types.js';

/** Generated markdown documents, and byte strings; 10 000 in all. */
const MARKDOWN_RUNS = 8_000;
const BYTES_RUNS = 2_000;
/**
 * CPU time one doc may take. No generated doc is over a few KB, and the
 * slowest of 10 000 took about 200 ms of CPU (dev builds of the unified
 * packages, on a loaded machine); CPU rather than wall time, so that other
 * work on the machine does not count, and 2 s to catch anything that
 * grows out of hand without failing on a slow CI machine.
 */
const PER_DOC_LIMIT_MS = 2_000;
const seed = process.env.QUIRE_FUZZ_SEED ? Number(process.env.QUIRE_FUZZ_SEED) : undefined;

let processor: MarkdownProcessor;
const context = testCompileContext();

beforeAll(async () => {
  await Promise.all([loadPrismLanguages([]), loadStripTypes({ typescript: true })]);
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

/** Stats over one property's runs, for the report line. */
interface RunStats {
  docs: number;
  diagnosed: number;
  /** The most CPU time one doc took. */
  slowestMs: number;
}

/** Compiles one document's bytes and checks the properties; counts it in `stats`. */
function checkDoc(bytes: Uint8Array, stats: RunStats): void {
  stats.docs++;
  const started = process.cpuUsage();
  let compiled: ReturnType<typeof compileDocBytes>['compiled'] | undefined;
  try {
    compiled = compileDocBytes(processor, bytes, 'guide/fuzz.md', context).compiled;
  } catch (error) {
    if (!(error instanceof QuireError)) throw error;
    // A diagnostic must say where: every one names the file.
    expect(error.diagnostics.every((d) => d.file === '/site/docs/guide/fuzz.md')).toBe(true);
    stats.diagnosed++;
  }
  const { user, system } = process.cpuUsage(started);
  const ms = (user + system) / 1000;
  stats.slowestMs = Math.max(stats.slowestMs, ms);
  expect(ms, 'CPU time to compile one doc (ms)').toBeLessThan(PER_DOC_LIMIT_MS);
  if (!compiled) return;
  if (compiled.warnings.some((d) => d.severity === 'error')) stats.diagnosed++;
  expect(firstUnsafe(compiled.body)).toBeUndefined();
}

describe('compileMarkdown under generated input', () => {
  it(`compiles ${MARKDOWN_RUNS} generated markdown documents without a crash, a hang or a script`, () => {
    const stats: RunStats = { docs: 0, diagnosed: 0, slowestMs: 0 };
    const started = { wall: performance.now(), cpu: process.cpuUsage() };
    fc.assert(
      fc.property(markdownDocument, (source) => checkDoc(new TextEncoder().encode(source), stats)),
      { numRuns: MARKDOWN_RUNS, seed },
    );
    report('markdown', stats, started);
    expect(stats.docs).toBeGreaterThanOrEqual(MARKDOWN_RUNS);
  }, 600_000);

  it(`compiles ${BYTES_RUNS} random byte strings without a crash or a hang`, () => {
    const stats: RunStats = { docs: 0, diagnosed: 0, slowestMs: 0 };
    const started = { wall: performance.now(), cpu: process.cpuUsage() };
    fc.assert(
      fc.property(documentBytes, (bytes) => checkDoc(bytes, stats)),
      { numRuns: BYTES_RUNS, seed },
    );
    report('bytes', stats, started);
    expect(stats.docs).toBeGreaterThanOrEqual(BYTES_RUNS);
  }, 600_000);
});

function report(what: string, stats: RunStats, started: { wall: number; cpu: NodeJS.CpuUsage }): void {
  const wall = ((performance.now() - started.wall) / 1000).toFixed(1);
  const { user, system } = process.cpuUsage(started.cpu);
  const cpu = ((user + system) / 1e6).toFixed(1);
  console.info(
    `fuzz ${what}: ${stats.docs} docs in ${wall} s (${cpu} s CPU), ${stats.diagnosed} with an error diagnostic, slowest ${stats.slowestMs.toFixed(0)} ms CPU`,
  );
}
