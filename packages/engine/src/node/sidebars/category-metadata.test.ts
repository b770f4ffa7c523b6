import { describe, expect, it } from 'vitest';
import type { Doc } from '../content/doc.js';
import { formatDiagnostic } from '../diagnostic.js';
import { autogenerateSidebar } from './autogenerate-sidebar.js';
import { parseCategoryFile } from './category-metadata.js';

describe('parseCategoryFile', () => {
  it('reads every Docusaurus key from JSON and from YAML alike', () => {
    const json = parseCategoryFile('/d/_category_.json', JSON.stringify({ label: 'L', position: 2, description: 'D', collapsed: false, collapsible: true, className: 'c', link: { type: 'doc', id: 'x' }, customProps: { a: 1 }, key: 'k' }));
    expect(json).toEqual({
      file: '/d/_category_.json',
      metadata: { label: 'L', position: 2, description: 'D', collapsed: false, collapsible: true, className: 'c', link: { type: 'doc', id: 'x' }, customProps: { a: 1 }, key: 'k' },
      diagnostics: [],
    });
    const yaml = parseCategoryFile('/d/_category_.yml', 'label: L\nlink:\n  type: generated-index\n  slug: /all\n');
    expect(yaml.metadata).toEqual({ label: 'L', link: { type: 'generated-index', slug: '/all' } });
  });

  it('points a syntax error at its line and column', () => {
    const result = parseCategoryFile('/d/_category_.json', '{\n  "label": "L",\n  "position": 2,,\n}\n');
    expect(result.metadata).toBeUndefined();
    expect(result.diagnostics.map(formatDiagnostic)[0]).toMatch(/^\/d\/_category_\.json:3:\d+ The category file cannot be parsed/);
  });

  it('asks for an object when the file holds something else', () => {
    const result = parseCategoryFile('/d/_category_.yml', '- label\n- position\n');
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      '/d/_category_.yml:1:1 A category file holds an object of keys such as "label" and "position". Write it as { "label": "Guides", "position": 2 }.',
    ]);
  });

  it('names an unknown link type with the ones it may be', () => {
    const result = parseCategoryFile('/d/_category_.yml', 'label: L\nlink:\n  type: generated\n');
    expect(result.diagnostics).toMatchObject([{ severity: 'error', line: 2, column: 1, message: expect.stringMatching(/Invalid value for "link\.type"/) }]);
  });
});

describe('a category file\'s doc link', () => {
  const doc = (relativePath: string, id: string): Doc => ({ filePath: `/docs/${relativePath}`, relativePath, id, route: `/${id}`, frontMatter: {}, source: '' });

  it('finds the doc id in the folder first, then from the docs root, as Docusaurus does', () => {
    const docs = [doc('01-guides/intro.md', 'guides/intro'), doc('01-guides/more.md', 'guides/more'), doc('intro.md', 'intro'), doc('top.md', 'top')];
    const local = autogenerateSidebar(docs, '.', (folder) => (folder === '01-guides' ? { link: { type: 'doc', id: 'intro' } } : undefined));
    expect(local.find((item) => typeof item === 'object' && 'label' in item && item.label === 'Guides')).toMatchObject({ link: { type: 'doc', id: 'guides/intro' } });
    const root = autogenerateSidebar(docs, '.', (folder) => (folder === '01-guides' ? { link: { type: 'doc', id: 'top' } } : undefined));
    expect(root.find((item) => typeof item === 'object' && 'label' in item && item.label === 'Guides')).toMatchObject({ link: { type: 'doc', id: 'top' } });
  });
});
