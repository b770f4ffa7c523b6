/**
 * Pathological markdown (issue 8): absurd nesting, 1 MB lines, 100 000
 * list items, 10 000 admonitions, fences and directives left open. Each
 * must compile, or be refused with an error naming the file, the line and
 * the fix; then every document kept in `test/fixtures/pathological/`
 * (inputs that once crashed or hung the compile) is replayed under the
 * same rule.
 *
 * What keeps these fast is that the limits refuse a doc before the parser
 * sees it (scanMarkdownLimits), so the tests assert the refusal, at the
 * line where the doc goes too far. Time is not asserted: a regression that
 * hangs the compile fails the test by its timeout, and one that makes it
 * slower shows in the bench.
 */
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../diagnostic.js';
import { QuireError } from '../diagnostic.js';
import { compileDocBytes, testCompileContext, TEST_DOCS_DIR } from '../test-support/compile-doc-bytes.js';
import { PATHOLOGICAL_CASES } from '../test-support/pathological-markdown.js';
import { testContext } from '../test-support/test-context.js';
import { createMarkdownProcessor, type MarkdownProcessor } from './create-markdown-processor.js';
import { markdownOptions } from './markdown-options.js';
import { loadPrismLanguages } from './prism-languages.js';

const FIXTURES = fileURLToPath(new URL('../../../test/fixtures/pathological/', import.meta.url));

let processor: MarkdownProcessor;
const context = testCompileContext();

beforeAll(async () => {
  await loadPrismLanguages([]);
  processor = createMarkdownProcessor(markdownOptions(testContext().config));
});

/** The errors the build would report for `docs/guide/<name>`: its diagnostics if it is refused, else its error warnings. */
function buildErrors(bytes: Uint8Array, name: string): Diagnostic[] {
  try {
    return compileDocBytes(processor, bytes, `guide/${name}`, context).compiled.warnings.filter((d) => d.severity === 'error');
  } catch (error) {
    if (!(error instanceof QuireError)) throw error;
    return error.diagnostics;
  }
}

const fileOf = (name: string) => `${name.replace(/\W+/g, '-')}.md`;

describe('compileMarkdown on pathological input', () => {
  it.each(PATHOLOGICAL_CASES)('$name', ({ name, source, outcome }) => {
    const errors = buildErrors(new TextEncoder().encode(source()), fileOf(name));
    if (outcome === 'compiles') {
      expect(errors).toEqual([]);
    } else {
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject({
        file: `${TEST_DOCS_DIR}/guide/${fileOf(name)}`,
        line: outcome.line,
        message: expect.stringContaining(outcome.message),
        hint: expect.any(String),
      });
    }
  });
});

describe('inputs that once failed, kept in test/fixtures/pathological', async () => {
  const fixtures = (await readdir(FIXTURES)).filter((name) => name.endsWith('.md')).sort();

  it('has fixtures to replay', () => {
    expect(fixtures.length).toBeGreaterThan(0);
  });

  it.each(fixtures)('%s compiles, or is refused with an error at a line', async (name) => {
    const errors = buildErrors(await readFile(FIXTURES + name), name);
    for (const error of errors) expect(error).toMatchObject({ file: `${TEST_DOCS_DIR}/guide/${name}`, line: expect.any(Number), message: expect.any(String) });
  });
});
