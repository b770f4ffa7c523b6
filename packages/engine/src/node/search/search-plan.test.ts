import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSearchPlan, saveSearchPlan, sourceUnchanged, type RecordedSearchPage } from './search-plan.js';

const unchanged = (plan: RecordedSearchPage[]) => plan.map(sourceUnchanged);

const roots: string[] = [];
afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

/** Three source files and a plan saved for them. */
async function planned(): Promise<{ root: string; sources: string[] }> {
  const root = await mkdtemp(join(tmpdir(), 'quire-search-plan-'));
  roots.push(root);
  const sources = ['a.md', 'b.md', 'c.md'].map((name) => join(root, name));
  await Promise.all(sources.map((file, i) => writeFile(file, `# Page ${i}\n`)));
  await saveSearchPlan(root, 'tools-1', sources.map((source, i) => ({ url: `/p${i}`, html: `<h1>Page ${i}</h1>`, source })));
  return { root, sources };
}

describe('the search plan', () => {
  it('reads back the pages in order, for the same toolchain only', async () => {
    const { root } = await planned();
    expect((await readSearchPlan(root, 'tools-1')).map((page) => page.url)).toEqual(['/p0', '/p1', '/p2']);
    expect(await readSearchPlan(root, 'tools-2')).toEqual([]);
  });

  it('reads back every page of a plan with more pages than one write call takes (1024 buffers on Linux), text outside ASCII included', async () => {
    const root = await mkdtemp(join(tmpdir(), 'quire-search-plan-'));
    roots.push(root);
    const pages = Array.from({ length: 2500 }, (_, i) => ({ url: `/p${i}`, html: `<p>Page ${i} ${'é✓'.repeat(i % 40)}</p>`, digest: `d${i}` }));
    await saveSearchPlan(root, 'tools-1', pages);
    const last = await readSearchPlan(root, 'tools-1');
    expect(last.map(({ url, html, digest }) => ({ url, html, digest }))).toEqual(pages);
    // Again from the last plan's bytes, all but one page: batches of buffers on both sides of a page made anew.
    const again = pages.map((page, i) => (i === 1500 ? { ...page, html: '<p>Edited</p>', digest: 'edited' } : page));
    await saveSearchPlan(root, 'tools-1', again, last);
    expect((await readSearchPlan(root, 'tools-1')).map(({ url, html, digest }) => ({ url, html, digest }))).toEqual(again);
  });

  it("writes a page the last plan holds with the same digest from that plan's bytes, without making its HTML", async () => {
    const root = await mkdtemp(join(tmpdir(), 'quire-search-plan-'));
    roots.push(root);
    await saveSearchPlan(root, 'tools-1', [
      { url: '/a', html: '<p>A</p>', digest: 'da' },
      { url: '/b', html: '<p>B</p>', digest: 'db' },
    ]);
    const last = await readSearchPlan(root, 'tools-1');
    const untouchable = (url: string, digest: string) => ({
      url,
      digest,
      get html(): string {
        throw new Error(`the HTML of ${url} was made`);
      },
    });
    await saveSearchPlan(root, 'tools-1', [untouchable('/a', 'da'), { url: '/b', html: '<p>B, edited</p>', digest: 'db2' }, { url: '/c', html: '<p>C</p>', digest: 'dc' }], last);
    const next = await readSearchPlan(root, 'tools-1');
    expect(next.map(({ url, html, digest }) => ({ url, html, digest }))).toEqual([
      { url: '/a', html: '<p>A</p>', digest: 'da' },
      { url: '/b', html: '<p>B, edited</p>', digest: 'db2' },
      { url: '/c', html: '<p>C</p>', digest: 'dc' },
    ]);
  });

  it('tells the pages whose source file changed size or time since', async () => {
    const { root, sources } = await planned();
    expect(unchanged(await readSearchPlan(root, 'tools-1'))).toEqual([true, true, true]);
    const later = new Date(Date.now() + 60_000);
    await utimes(sources[1]!, later, later);
    expect(unchanged(await readSearchPlan(root, 'tools-1'))).toEqual([true, false, true]);
    await writeFile(sources[0]!, '# Page zero, longer\n');
    expect(unchanged(await readSearchPlan(root, 'tools-1'))).toEqual([false, false, true]);
  });

  it('counts a page whose source file is gone or was never known as changed', async () => {
    const { root, sources } = await planned();
    await rm(sources[2]!);
    expect(unchanged(await readSearchPlan(root, 'tools-1'))).toEqual([true, true, false]);
    expect(sourceUnchanged({ url: '/x', html: '' })).toBe(false);
  });

  it('reads a damaged plan as none: a cut header, or pages cut short', async () => {
    const { root } = await planned();
    const file = join(root, 'search-plan');
    const whole = await readFile(file);
    expect((await readSearchPlan(root, 'tools-1')).map((page) => page.html)).toEqual(['<h1>Page 0</h1>', '<h1>Page 1</h1>', '<h1>Page 2</h1>']);
    await writeFile(file, whole.subarray(0, whole.length - 3));
    expect(await readSearchPlan(root, 'tools-1')).toEqual([]);
    await writeFile(file, '{"format":2,"toolch');
    expect(await readSearchPlan(root, 'tools-1')).toEqual([]);
  });
});
