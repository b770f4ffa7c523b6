import { describe, expect, it } from 'vitest';
import { QuireError } from '../diagnostic.js';
import { testContext, testDoc } from '../test-support/test-context.js';
import { bodyJsonText } from './compiled-doc.js';
import { compileDocs } from './compile-docs.js';

const docs = [testDoc('a.md', '# A\n\nSee [b](./b.md) and [gone](./gone.md).'), testDoc('b.md', '# B\n\n## Part two')];

describe('compileDocs', () => {
  it('compiles every doc and reports a broken .md link as a warning by default', async () => {
    const ctx = testContext();
    const compiled = await compileDocs(ctx, docs);
    expect([...compiled.keys()]).toEqual(['a', 'b']);
    expect(compiled.get('a')!.links.map((l) => l.url)).toEqual(['/b']);
    expect(JSON.parse(bodyJsonText(compiled.get('b')!.bodyJson))).toEqual([['h1', { id: 'b' }, 'B'], '\n', ['h2', { id: 'part-two' }, 'Part two']]);
    expect(ctx.warnings).toMatchObject([{ severity: 'warning', code: 'broken-markdown-link', file: '/site/docs/a.md', line: 3, column: 21 }]);
  });

  it('fails on a broken .md link when the site sets onBrokenMarkdownLinks: error', async () => {
    const ctx = testContext({ onBrokenMarkdownLinks: 'error' });
    const error = await compileDocs(ctx, docs).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(QuireError);
    expect((error as QuireError).diagnostics).toMatchObject([{ severity: 'error', file: '/site/docs/a.md', line: 3 }]);
    expect(ctx.warnings).toEqual([]);
  });

  it('takes the docs to reuse as they are, compiles the others, and reports every warning once, in doc order', async () => {
    const ctx = testContext();
    const cached = await compileDocs(testContext(), docs);
    const told: string[] = [];
    const compiled = await compileDocs(ctx, docs, undefined, {
      reuse: new Map([['b', cached.get('b')!]]),
      onCompiled: (doc) => told.push(doc.id),
    });
    expect(told).toEqual(['a']);
    expect(compiled.get('a')).toEqual(cached.get('a'));
    expect(compiled.get('b')).toBe(cached.get('b'));
    expect(ctx.warnings).toMatchObject([{ code: 'broken-markdown-link', file: '/site/docs/a.md' }]);
  });

  it('gives the event loop a turn between docs, so the bundle running beside it is never kept waiting', async () => {
    const many = Array.from({ length: 30 }, (_, i) => testDoc(`page-${i}.md`, `# Page ${i}\n\nText.`));
    await compileDocs(testContext(), many.slice(0, 1)); // pipeline and grammars loaded: only the docs' own turns are counted below
    let turns = 0;
    let done = false;
    const tick = (): void => {
      if (done) return;
      turns++;
      setImmediate(tick);
    };
    setImmediate(tick);
    await compileDocs(testContext(), many);
    done = true;
    expect(turns).toBeGreaterThanOrEqual(many.length);
  });

  it('tells `onCompiled` of each doc compiled here as it is done, between turns, not once the batch is', async () => {
    const many = Array.from({ length: 6 }, (_, i) => testDoc(`doc-${i}.md`, `# Doc ${i}\n\nText.`));
    // What had been told when each event-loop turn came.
    const toldAtTurns: number[] = [];
    const told: string[] = [];
    let done = false;
    const tick = (): void => {
      if (done) return;
      toldAtTurns.push(told.length);
      setImmediate(tick);
    };
    setImmediate(tick);
    await compileDocs(testContext(), many, undefined, { onCompiled: (doc) => told.push(doc.id) });
    done = true;
    expect(told).toEqual(many.map((doc) => doc.id));
    // Some turn came after the first doc was told and before the last one was.
    expect(toldAtTurns.some((n) => n > 0 && n < many.length)).toBe(true);
  });
});
