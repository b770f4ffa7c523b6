import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDocPage } from '../tools/read-doc-pages.mjs';
import { countWords, pageWordCount } from '../tools/count-words.mjs';
import { internalLinkTargets } from '../tools/internal-links.mjs';

async function pageFrom(path: string, source: string) {
  const dir = await mkdtemp(join(tmpdir(), 'quire-words-'));
  try {
    await writeFile(join(dir, 'x.md'), source);
    const page = await readDocPage(join(dir, 'x.md'), dir);
    return { ...page, path, route: '/' + path.replace(/\.md$/, '') };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('word counting', () => {
  it('counts tokens with a letter or digit, not lone punctuation', () => {
    expect(countWords('Redux — the toolkit, v2 -> fast :::note')).toBe(5);
  });

  it('counts prose, inline code and admonition titles, but not front matter, code blocks or HTML', async () => {
    const page = await pageFrom(
      'usage/x.md',
      ['---', 'title: many words in the title here', '---', '', 'One `two` three.', '', ':::tip Four five', 'Six.', ':::', '', '```ts', 'const not = counted', '```', '', '<div>nor this</div>'].join('\n'),
    );
    expect(pageWordCount(page)).toBe(6);
  });
});

describe('internal links', () => {
  it('resolves relative and absolute links to routes, without anchors, externals or the page itself', async () => {
    const page = await pageFrom(
      'usage/rtk-query/queries.md',
      '[a](./mutations.md) [b](../usage-guide#x) [c](/api/createSlice/) [d](https://x.org) [e](#here) [f](/usage/rtk-query/queries)',
    );
    expect([...internalLinkTargets(page)].sort()).toEqual(['/api/createSlice', '/usage/rtk-query/mutations', '/usage/usage-guide']);
  });
});
