import { describe, expect, it } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readDocPage, readDocPages } from '../tools/read-doc-pages.mjs';
import { MAX_OPENING_PARAGRAPH_WORDS, minorVersionsIn, openingParagraphs, proseTextNodes } from '../tools/openings.mjs';

// Every page, including pages added after this test was written.
const pages = await readDocPages();

async function treeOf(source: string) {
  const dir = await mkdtemp(join(tmpdir(), 'quire-openings-'));
  try {
    await writeFile(join(dir, 'x.md'), source);
    return (await readDocPage(join(dir, 'x.md'), dir)).tree;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('openings', () => {
  it(`have no paragraph over ${MAX_OPENING_PARAGRAPH_WORDS} prose words before the first ##`, () => {
    const long = pages.flatMap((page) =>
      openingParagraphs(page.tree)
        .filter((p) => p.words > MAX_OPENING_PARAGRAPH_WORDS)
        .map((p) => `${page.path}:${p.line} has ${p.words} words ("${p.start}…")`),
    );
    expect(long).toEqual([]);
  });

  it('are measured paragraph by paragraph, up to the first ## only', async () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');
    const tree = await treeOf(['---', 'title: t', '---', '', words(91), '', ':::tip', words(5), ':::', '', '## Later', '', words(200)].join('\n'));
    expect(openingParagraphs(tree).map((p) => p.words)).toEqual([91, 5]);
  });
});

describe('prose', () => {
  it('names no minor version (like 2.14 or 1.9) outside code', () => {
    const found = pages.flatMap((page) => {
      const versions = proseTextNodes(page.tree).flatMap((text) => minorVersionsIn(text));
      return versions.length ? [`${page.path}: ${versions.join(', ')}`] : [];
    });
    expect(found).toEqual([]);
  });

  it('tells minor versions from major ones and from measurements', async () => {
    expect(minorVersionsIn('added in Redux Toolkit 2.14, or 1.9, or v2.6.1; since React-Redux 9.1')).toEqual(['2.14', '1.9', 'v2.6.1', '9.1']);
    expect(minorVersionsIn('removed in 2.0; 1.x and 2.x code; about 24.8 days; 2,147,483,647 ms; 1.5 s')).toEqual([]);
    const tree = await treeOf('Use `"^2.15.0"` here.\n\n```ts\nconst v = "2.14"\n```\n\nBut 2.14 here.');
    expect(proseTextNodes(tree).flatMap((t) => minorVersionsIn(t))).toEqual(['2.14']);
  });
});
