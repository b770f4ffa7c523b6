import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSearchPlan, saveSearchPlan, unchangedPlanPrefix } from './search-plan.js';

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

  it('counts the pages before the first whose source file changed size or time', async () => {
    const { root, sources } = await planned();
    expect(unchangedPlanPrefix(await readSearchPlan(root, 'tools-1'))).toBe(3);
    const later = new Date(Date.now() + 60_000);
    await utimes(sources[1]!, later, later);
    expect(unchangedPlanPrefix(await readSearchPlan(root, 'tools-1'))).toBe(1);
    await writeFile(sources[0]!, '# Page zero, longer\n');
    expect(unchangedPlanPrefix(await readSearchPlan(root, 'tools-1'))).toBe(0);
  });

  it('stops at a page whose source file is gone or was never known', async () => {
    const { root, sources } = await planned();
    await rm(sources[2]!);
    expect(unchangedPlanPrefix(await readSearchPlan(root, 'tools-1'))).toBe(2);
    expect(unchangedPlanPrefix([{ url: '/x', html: '' }])).toBe(0);
  });

  it('reads a damaged plan as none', async () => {
    const { root } = await planned();
    await writeFile(join(root, 'search-plan.json'), '{"format":1,"toolch');
    expect(await readSearchPlan(root, 'tools-1')).toEqual([]);
  });
});
