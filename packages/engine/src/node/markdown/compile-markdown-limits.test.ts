/**
 * Docs too big or nested too deep for the markdown pipeline fail as errors
 * with a line and a fix, quickly, instead of hanging the build or crashing it.
 */
import { describe, expect, it } from 'vitest';
import { syncResult } from '../test-support/sync-result.js';
import { testDoc } from '../test-support/test-context.js';
import { compileMarkdown } from './compile-markdown.js';
import { createMarkdownProcessor, type MarkdownOptions } from './create-markdown-processor.js';

const context = { docsByFile: new Map(), tocMinHeadingLevel: 2, tocMaxHeadingLevel: 3 };

function errors(body: string, options: Partial<MarkdownOptions> = {}) {
  const processor = createMarkdownProcessor({ tocMinHeadingLevel: 2, tocMaxHeadingLevel: 3, ...options });
  const result = syncResult(compileMarkdown(processor, testDoc('deep.md', body), context));
  return result.warnings.filter((d) => d.severity === 'error').map(({ line, column, message, hint, code }) => ({ line, column, message, hint, code }));
}

describe('compileMarkdown: limits', () => {
  it('refuses blocks nested more than 100 deep at the marker one level too deep', () => {
    expect(errors(`Intro.\n\n${'> '.repeat(10_000)}deep`)).toEqual([
      {
        line: 3,
        column: 201,
        code: 'markdown-limit',
        message: 'Quotes, lists and admonitions are nested 101 deep here; Quire compiles at most 100 levels.',
        hint: expect.stringContaining('a `:::` line ends an admonition'),
      },
    ]);
  });

  it('refuses inline markup nested more than 300 deep, which the line scan cannot see', () => {
    const [error] = errors(`${'*a '.repeat(400)}x${' a*'.repeat(400)}`);
    expect(error).toMatchObject({ line: 1, code: 'markdown-limit', message: expect.stringContaining('nested more than 300 levels deep') });
  });

  it('refuses raw HTML nested more than 300 deep', () => {
    expect(errors(`${'<div>'.repeat(1000)}x`)[0]).toMatchObject({ line: 1, column: 1496, message: 'HTML elements are nested more than 300 deep here.' });
  });

  it('refuses a doc of more than 2 500 blocks at the first block too many', () => {
    const [error] = errors(Array.from({ length: 100_000 }, () => '-').join('\n'));
    expect(error).toMatchObject({ line: 2501, column: 1, message: expect.stringContaining('a doc may have at most 2500') });
  });

  it('turns a stack overflow in any plugin into an error naming the file', () => {
    const recurse = (n: number): number => recurse(n + 1) + 1;
    const [error] = errors('# Title', { rehypePlugins: [() => () => void recurse(0)] });
    expect(error).toMatchObject({ code: 'markdown-limit', message: 'Compiling this doc ran out of stack: something in it is nested too deep.' });
  });
});
