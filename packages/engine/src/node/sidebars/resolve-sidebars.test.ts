import { describe, expect, it } from 'vitest';
import type { SidebarsConfig } from '../config/sidebars-config.js';
import type { Doc, FrontMatter } from '../content/doc.js';
import { formatDiagnostic } from '../diagnostic.js';
import { humanize } from './autogenerate-sidebar.js';
import { resolveSidebars } from './resolve-sidebars.js';

/** A doc as the content phase would produce it, for a path under the docs folder. */
function doc(relativePath: string, frontMatter: FrontMatter = {}): Doc {
  const id = relativePath.replace(/\.mdx?$/, '');
  const route = `/${id.replace(/(^|\/)index$/, '')}`;
  return { filePath: `/docs/${relativePath}`, relativePath, id, route, frontMatter, source: '' };
}

const docs = [
  doc('introduction/getting-started.md', { title: 'Getting Started with RTK' }),
  doc('tutorials/quick-start.md', { sidebar_label: 'Quick Start' }),
  doc('tutorials/overview.md', { sidebar_position: 1 }),
  doc('api/createSlice.md'),
  doc('api/configureStore.md'),
  doc('api/rtk-query/createApi.md', { sidebar_position: 2 }),
  doc('api/rtk-query/index.md', { title: 'RTK Query', sidebar_position: 5 }),
  doc('api/rtk-query/created-api/step-10.md'),
  doc('api/rtk-query/created-api/step-2.md'),
];

describe('resolveSidebars', () => {
  it('labels a doc by its heading title when front matter names none', () => {
    const result = resolveSidebars({
      sidebars: { docs: ['api/createSlice', 'tutorials/quick-start', 'api/configureStore'] },
      docs,
      titles: new Map([
        ['api/createSlice', 'createSlice()'],
        ['tutorials/quick-start', 'Ignored: sidebar_label wins'],
      ]),
    });
    expect(result.sidebars.docs!.map((item) => item.label)).toEqual(['createSlice()', 'Quick Start', 'configureStore']);
  });

  it('resolves explicit items: labels, routes, categories and reading order', () => {
    const sidebars: SidebarsConfig = {
      docs: [
        { type: 'category', label: 'Introduction', collapsed: false, items: ['introduction/getting-started'] },
        {
          type: 'category',
          label: 'Tutorials',
          link: { type: 'doc', id: 'tutorials/overview' },
          items: ['tutorials/quick-start', { type: 'doc', id: 'api/createSlice', label: 'Slices' }],
        },
        { type: 'link', label: 'GitHub', href: 'https://github.com/reduxjs/redux-toolkit' },
      ],
    };
    const result = resolveSidebars({ sidebars, docs });
    expect(result.diagnostics).toEqual([]);
    expect(result.sidebars.docs).toEqual([
      {
        type: 'category',
        label: 'Introduction',
        collapsed: false,
        collapsible: true,
        items: [{ type: 'link', label: 'Getting Started with RTK', href: '/introduction/getting-started', docId: 'introduction/getting-started' }],
      },
      {
        type: 'category',
        label: 'Tutorials',
        collapsed: true,
        collapsible: true,
        href: '/tutorials/overview',
        items: [
          { type: 'link', label: 'Quick Start', href: '/tutorials/quick-start', docId: 'tutorials/quick-start' },
          { type: 'link', label: 'Slices', href: '/api/createSlice', docId: 'api/createSlice' },
        ],
      },
      { type: 'link', label: 'GitHub', href: 'https://github.com/reduxjs/redux-toolkit' },
    ]);
    expect(result.order.get('docs')).toEqual([
      'introduction/getting-started',
      'tutorials/overview',
      'tutorials/quick-start',
      'api/createSlice',
    ]);
    expect(result.docSidebar.get('tutorials/overview')).toBe('docs');
    expect(result.docSidebar.has('api/configureStore')).toBe(false);
  });

  it('keeps a category that cannot collapse open', () => {
    const result = resolveSidebars({ sidebars: { s: [{ type: 'category', label: 'C', collapsible: false, items: ['api/createSlice'] }] }, docs });
    expect(result.sidebars.s?.[0]).toMatchObject({ collapsed: false, collapsible: false });
  });

  it('generates one `docs` sidebar from the folder tree when there is no sidebars file', () => {
    const result = resolveSidebars({ docs });
    expect(result.diagnostics).toEqual([]);
    expect(Object.keys(result.sidebars)).toEqual(['docs']);
    const outline = (items: unknown[]): unknown[] =>
      items.map((item) => {
        const i = item as { type: string; label: string; href?: string; items?: unknown[] };
        return i.type === 'category' ? { [`${i.label}${i.href ? ` -> ${i.href}` : ''}`]: outline(i.items ?? []) } : i.label;
      });
    // A folder sorts by its index doc's sidebar_position, so `rtk-query` (5) comes before unpositioned docs.
    expect(outline(result.sidebars.docs ?? [])).toEqual([
      {
        Api: [
          { 'Rtk Query -> /api/rtk-query': ['createApi', { 'Created Api': ['step-2', 'step-10'] }] },
          'configureStore',
          'createSlice',
        ],
      },
      { Introduction: ['Getting Started with RTK'] },
      { Tutorials: ['overview', 'Quick Start'] },
    ]);
    expect(result.order.get('docs')).toEqual([
      'api/rtk-query/index',
      'api/rtk-query/createApi',
      'api/rtk-query/created-api/step-2',
      'api/rtk-query/created-api/step-10',
      'api/configureStore',
      'api/createSlice',
      'introduction/getting-started',
      'tutorials/overview',
      'tutorials/quick-start',
    ]);
  });

  it('expands an autogenerated item in place, from one folder', () => {
    const sidebars: SidebarsConfig = { api: ['api/createSlice', { type: 'autogenerated', dirName: 'api/rtk-query' }] };
    const result = resolveSidebars({ sidebars, docs });
    expect(result.diagnostics).toEqual([]);
    // At the top of the generated folder, its index doc is a plain entry (there is no category to link from).
    expect(result.sidebars.api?.map((i) => i.label)).toEqual(['createSlice', 'createApi', 'RTK Query', 'Created Api']);
    expect(result.docSidebar.get('api/rtk-query/created-api/step-2')).toBe('api');
  });

  it('warns about an autogenerated folder that holds no docs', () => {
    const result = resolveSidebars({ sidebars: { docs: [{ type: 'autogenerated', dirName: 'guides' }] }, docs });
    expect(result.diagnostics).toMatchObject([{ severity: 'warning', message: expect.stringMatching(/"guides", which holds no docs/) }]);
  });

  it('reports a missing doc id with a suggestion and its place in the sidebars file', () => {
    const sidebarsSource =
      "const sidebars = {\n  docs: [\n    'introduction/getting-started',\n    { type: 'category', label: 'API', items: ['api/createSlise'] },\n  ],\n};\nexport default sidebars;\n";
    const sidebars: SidebarsConfig = {
      docs: ['introduction/getting-started', { type: 'category', label: 'API', items: ['api/createSlise'] }],
    };
    const result = resolveSidebars({ sidebars, sidebarsFile: 'site/sidebars.ts', sidebarsSource, docs });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      'site/sidebars.ts:4:47 Sidebar "docs" lists doc "api/createSlise", which does not exist. Did you mean "api/createSlice"?',
    ]);
    // The missing doc is left out, and the category it leaves empty with it (Docusaurus drops an empty category without a link).
    expect(result.sidebars.docs).toHaveLength(1);
  });

  it('explains doc ids when no id is close to the missing one', () => {
    const result = resolveSidebars({ sidebars: { docs: ['zzzzzz'] }, docs });
    expect(result.diagnostics[0]?.hint).toMatch(/A doc id is the file's path under the docs folder/);
  });

  it('reports a doc listed twice, including as a category link, at the second place', () => {
    const sidebarsSource =
      "export default {\n  docs: [\n    { type: 'category', label: 'T', link: { type: 'doc', id: 'tutorials/overview' }, items: [] },\n  ],\n  more: ['tutorials/overview'],\n};\n";
    const sidebars: SidebarsConfig = {
      docs: [{ type: 'category', label: 'T', link: { type: 'doc', id: 'tutorials/overview' }, items: [] }],
      more: ['tutorials/overview'],
    };
    const result = resolveSidebars({ sidebars, sidebarsFile: 'site/sidebars.ts', sidebarsSource, docs });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      'site/sidebars.ts:5:10 Doc "tutorials/overview" is listed twice in the sidebars (first at docs[0].link.id). Keep one of the two entries: a doc has one place in the sidebars.',
    ]);
    expect(result.docSidebar.get('tutorials/overview')).toBe('docs');
    expect(result.order.get('more')).toEqual([]);
  });

  it('does not count an autogenerated listing of a hand-placed doc as a duplicate', () => {
    const sidebars: SidebarsConfig = { docs: ['tutorials/overview', { type: 'autogenerated', dirName: 'tutorials' }] };
    const result = resolveSidebars({ sidebars, docs });
    expect(result.diagnostics).toEqual([]);
    expect(result.order.get('docs')).toEqual(['tutorials/overview', 'tutorials/quick-start']);
  });
});

describe('humanize', () => {
  it.each([
    ['rtk-query', 'Rtk Query'],
    ['created_api', 'Created Api'],
    ['api', 'Api'],
  ])('%s -> %s', (input, expected) => expect(humanize(input)).toBe(expected));
});
