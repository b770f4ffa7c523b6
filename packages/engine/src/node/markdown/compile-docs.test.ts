import { describe, expect, it } from 'vitest';
import { QuireError } from '../diagnostic.js';
import { testContext, testDoc } from '../test-support/test-context.js';
import { compileDocs } from './compile-docs.js';

const docs = [testDoc('a.md', '# A\n\nSee [b](./b.md) and [gone](./gone.md).'), testDoc('b.md', '# B\n\n## Part two')];

describe('compileDocs', () => {
  it('compiles every doc and reports a broken .md link as a warning by default', async () => {
    const ctx = testContext();
    const compiled = await compileDocs(ctx, docs);
    expect([...compiled.keys()]).toEqual(['a', 'b']);
    expect(compiled.get('a')!.links.map((l) => l.url)).toEqual(['/b']);
    expect(JSON.parse(compiled.get('b')!.bodyJson)).toEqual([['h1', { id: 'b' }, 'B'], '\n', ['h2', { id: 'part-two' }, 'Part two']]);
    expect(ctx.warnings).toMatchObject([{ severity: 'warning', code: 'broken-markdown-link', file: '/site/docs/a.md', line: 3, column: 21 }]);
  });

  it('fails on a broken .md link when the site sets onBrokenMarkdownLinks: error', async () => {
    const ctx = testContext({ onBrokenMarkdownLinks: 'error' });
    const error = await compileDocs(ctx, docs).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(QuireError);
    expect((error as QuireError).diagnostics).toMatchObject([{ severity: 'error', file: '/site/docs/a.md', line: 3 }]);
    expect(ctx.warnings).toEqual([]);
  });
});
