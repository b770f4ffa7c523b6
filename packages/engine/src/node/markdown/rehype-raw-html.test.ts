import { beforeAll, describe, expect, it } from 'vitest';
import { compileDocBytes, testCompileContext } from '../test-support/compile-doc-bytes.js';
import { testContext } from '../test-support/test-context.js';
import { createMarkdownProcessor, type MarkdownProcessor } from './create-markdown-processor.js';
import { markdownOptions } from './markdown-options.js';
import { loadPrismLanguages } from './prism-languages.js';
import { closeDanglingTag } from './rehype-raw-html.js';

let processor: MarkdownProcessor;
const context = testCompileContext();
beforeAll(async () => {
  await loadPrismLanguages([]);
  processor = createMarkdownProcessor(markdownOptions(testContext().config));
});

const compile = (source: string) => {
  const { serialized } = compileDocBytes(processor, new TextEncoder().encode(source), 'guide/raw.md', context);
  return { body: String(serialized.bodyJson), warnings: serialized.warnings.map((w) => w.message) };
};

describe('raw HTML left open', () => {
  it('closeDanglingTag escapes the last tag of a chunk when it has no ">", and nothing else', () => {
    expect(closeDanglingTag('<b>x</b> <A  ')).toBe('<b>x</b> &lt;A  ');
    expect(closeDanglingTag('</div')).toBe('&lt;/div');
    expect(closeDanglingTag('<b>x</b>')).toBe('<b>x</b>');
    expect(closeDanglingTag('a < b')).toBe('a < b');
    expect(closeDanglingTag('<a title="x>y"')).toBe('<a title="x>y"');
  });

  // The markdown property test's counterexample (seed 467547377): parse5 threw a TypeError on it.
  it('shows a tag left open at the end of a raw chunk as text, and parses the HTML after it', () => {
    const { body, warnings } = compile('- :::note[store]\n  \n  <script>alert(1)</script> <A  \n  \n  # <kbd>Ctrl</kbd> store\n  \n   \n');
    expect(body).toContain('" <A  "');
    expect(body).toContain('["kbd",0,"Ctrl"]');
    expect(body).not.toContain('script');
    expect(warnings).toEqual(['Dropped <script>: it runs code in every reader’s browser.']);
  });

  it('shows a doc’s raw HTML as text, with a warning, when a quote left open still stops the parser', () => {
    const { body, warnings } = compile('- :::note\n  <script>x</script> <A b="c>\n  <kbd>Ctrl</kbd>\n');
    expect(body).toContain('"<kbd>Ctrl</kbd>"');
    expect(body).not.toContain('["script"');
    expect(warnings).toEqual(['The raw HTML of this doc could not be parsed, so it is shown as text.']);
  });
});
