import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PageJob, PageSetup } from './page-html.js';
import { previousPageLinker, type PageLender } from './previous-page-linker.js';

const roots: string[] = [];
afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

const setup = { clientScript: 'assets/client.js', manifestFile: 'routes.json' } as unknown as PageSetup;

function job(path: string): PageJob {
  return { path, pageJson: '{}', client: { chunk: `assets/routes${path}-HASH.js`, deps: [] }, cacheKey: `key of ${path}` };
}

/** A previous output that recorded nothing (a first build), noting what it was asked. */
function emptyLender(): PageLender & { expected: string[]; linkCalls: number } {
  const lender = {
    expected: [] as string[],
    linkCalls: 0,
    link: () => {
      lender.linkCalls++;
      return false;
    },
    holds: () => false,
    expect: (file: string) => void lender.expected.push(file),
  };
  return lender;
}

describe('the previous page linker', () => {
  it('makes no folder in the staging folder when the previous output holds nothing to lend', async () => {
    const outDir = await mkdtemp(join(tmpdir(), 'quire-linker-'));
    roots.push(outDir);
    const lender = emptyLender();
    const lend = previousPageLinker(lender, outDir, setup, []);
    expect([job('/docs/a'), job('/docs/b/c')].map(lend)).toEqual([false, false]);
    // Every page is still expected, so the next build can lend what this one writes.
    expect(lender.expected).toEqual(['docs/a/index.html', 'docs/b/c/index.html']);
    expect(lender.linkCalls).toBe(0);
    expect(existsSync(join(outDir, 'docs'))).toBe(false);
  });
});
