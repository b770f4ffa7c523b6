import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { customPageRoute, findCustomPages } from './find-custom-pages.js';

describe('findCustomPages', () => {
  it('finds component and markdown pages under src/pages, as Docusaurus does', async () => {
    const site = mkdtempSync(join(tmpdir(), 'quire-pages-'));
    const files = ['index.tsx', 'errors.js', 'blog/index.mdx', 'about.md', '_helper.tsx', '_parts/x.tsx', 'styles.module.css', 'x.test.tsx', 'types.d.ts'];
    for (const file of files) {
      mkdirSync(join(site, 'src/pages', file, '..'), { recursive: true });
      writeFileSync(join(site, 'src/pages', file), '');
    }
    const pages = await findCustomPages(site);
    expect(pages.map((p) => [p.relativePath, p.route, p.kind])).toEqual([
      ['about.md', '/about', 'markdown'],
      ['blog/index.mdx', '/blog', 'markdown'],
      ['errors.js', '/errors', 'component'],
      ['index.tsx', '/', 'component'],
    ]);
  });

  it('finds nothing without a src/pages folder', async () => {
    expect(await findCustomPages(mkdtempSync(join(tmpdir(), 'quire-pages-')))).toEqual([]);
  });

  it('names routes after files, index after its folder', () => {
    expect(customPageRoute('a/b/index.jsx')).toBe('/a/b');
    expect(customPageRoute('a/index-of-things.tsx')).toBe('/a/index-of-things');
  });
});
