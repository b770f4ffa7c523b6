import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { QuireError } from '../diagnostic.js';
import { openCacheStore } from './cache-store.js';
import { frontMatterMemo } from './front-matter-memo.js';

const roots: string[] = [];
afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

describe('frontMatterMemo', () => {
  it('gives what parsing gives, from the cache on the next build, and parses a changed source again', async () => {
    const root = await mkdtemp(join(tmpdir(), 'quire-front-matter-'));
    roots.push(root);
    const source = '---\ntitle: Hello\nkeywords: [a, b]\nratio: .inf\n---\n# Hello\n';
    const plain = '---\ntitle: Hello\nsidebar_position: 2\n---\n# Hello\n';
    const first = (await openCacheStore(root))!;
    const parse = await frontMatterMemo(first, 'toolchain');
    expect(await parse(plain, '/docs/a.md')).toEqual({ title: 'Hello', sidebar_position: 2 });
    // `.inf` has no JSON form: parsed every time, never stored.
    expect(await parse(source, '/docs/b.md')).toMatchObject({ ratio: Infinity });
    await first.flush();

    const second = (await openCacheStore(root))!;
    const again = await frontMatterMemo(second, 'toolchain');
    expect(await again(plain, '/docs/a.md')).toEqual({ title: 'Hello', sidebar_position: 2 });
    expect(await again(source, '/docs/b.md')).toMatchObject({ ratio: Infinity });
    expect(await again(plain.replace('Hello', 'Changed'), '/docs/a.md')).toEqual({ title: 'Changed', sidebar_position: 2 });
    await expect(again('---\ntitle: [unclosed\n---\n', '/docs/c.md')).rejects.toThrow(QuireError);
    // Keyed by the front matter: an edit below it finds the same entry, one inside it does not; no front matter is none.
    expect(await again(`${plain}\nA paragraph added below.\n`, '/docs/a.md')).toEqual({ title: 'Hello', sidebar_position: 2 });
    expect(await again(plain.replace('sidebar_position: 2', 'sidebar_position: 3'), '/docs/a.md')).toEqual({ title: 'Hello', sidebar_position: 3 });
    expect(await again('# No front matter\n\n---\ntitle: not front matter\n---\n', '/docs/d.md')).toEqual({});
  });
});
