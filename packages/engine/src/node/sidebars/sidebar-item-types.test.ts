import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SidebarsConfig } from '../config/sidebars-config.js';
import type { Doc, FrontMatter } from '../content/doc.js';
import { formatDiagnostic } from '../diagnostic.js';
import { resolveSidebars } from './resolve-sidebars.js';

/** A doc as the content phase would make it, under `docsDir`. */
function doc(relativePath: string, frontMatter: FrontMatter = {}, docsDir = '/no-docs'): Doc {
  const id = relativePath.replace(/\.mdx?$/, '');
  const route = `/${id.replace(/(^|\/)index$/, '')}`;
  const source = `---\n${Object.entries(frontMatter).map(([k, v]) => `${k}: ${JSON.stringify(v)}`).join('\n')}\n---\n# x\n`;
  return { filePath: `${docsDir}/${relativePath}`, relativePath, id, route, frontMatter, source };
}

const docs = [doc('intro.md', { title: 'Intro' }), doc('guides/one.md', { title: 'One' }), doc('guides/two.md', { title: 'Two', description: 'The second.' })];

describe('sidebar item types', () => {
  it('reads the shorthand object form at the top level and inside a list', () => {
    const sidebars: SidebarsConfig = { docs: { Start: ['intro', { Guides: ['guides/one'], More: ['guides/two'] }] } };
    const result = resolveSidebars({ sidebars, docs });
    expect(result.diagnostics).toEqual([]);
    expect(result.sidebars.docs).toMatchObject([
      {
        type: 'category',
        label: 'Start',
        collapsed: true,
        items: [
          { type: 'link', label: 'Intro', href: '/intro' },
          { type: 'category', label: 'Guides', items: [{ href: '/guides/one' }] },
          { type: 'category', label: 'More', items: [{ href: '/guides/two' }] },
        ],
      },
    ]);
    expect(result.order.get('docs')).toEqual(['intro', 'guides/one', 'guides/two']);
  });

  it('gives doc, link and category items their className and customProps, and link items their description', () => {
    const sidebars: SidebarsConfig = {
      docs: [
        { type: 'doc', id: 'intro', label: 'Start here', className: 'red', customProps: { badge: 'new' } },
        { type: 'link', label: 'Site', href: 'https://example.com', className: 'ext', description: 'Elsewhere' },
        { type: 'category', label: 'G', className: 'cat', customProps: { n: 1 }, collapsed: false, items: ['guides/one'] },
      ],
    };
    const result = resolveSidebars({ sidebars, docs });
    expect(result.sidebars.docs).toEqual([
      { type: 'link', label: 'Start here', href: '/intro', docId: 'intro', className: 'red', customProps: { badge: 'new' } },
      { type: 'link', label: 'Site', href: 'https://example.com', className: 'ext', description: 'Elsewhere' },
      {
        type: 'category',
        label: 'G',
        collapsed: false,
        collapsible: true,
        className: 'cat',
        customProps: { n: 1 },
        items: [{ type: 'link', label: 'One', href: '/guides/one', docId: 'guides/one' }],
      },
    ]);
  });

  it('takes a doc link\'s class and props from front matter sidebar_class_name and sidebar_custom_props', () => {
    const styled = [doc('intro.md', { title: 'Intro', sidebar_class_name: 'green', sidebar_custom_props: { emoji: '🌱' } })];
    const result = resolveSidebars({ sidebars: { docs: ['intro'] }, docs: styled });
    expect(result.sidebars.docs).toEqual([{ type: 'link', label: 'Intro', href: '/intro', docId: 'intro', className: 'green', customProps: { emoji: '🌱' } }]);
  });

  it('renders html items as they are written', () => {
    const result = resolveSidebars({ sidebars: { docs: [{ type: 'html', value: '<hr>', defaultStyle: true, className: 'sep' }, 'intro'] }, docs });
    expect(result.sidebars.docs?.[0]).toEqual({ type: 'html', value: '<hr>', defaultStyle: true, className: 'sep' });
  });

  it('links a ref item to its doc without making the doc one of that sidebar', () => {
    const sidebars: SidebarsConfig = { a: ['intro', 'guides/one'], b: ['guides/two', { type: 'ref', id: 'intro', label: 'Back to intro' }] };
    const result = resolveSidebars({ sidebars, docs });
    expect(result.diagnostics).toEqual([]);
    expect(result.sidebars.b?.[1]).toMatchObject({ type: 'link', label: 'Back to intro', href: '/intro' });
    expect(result.docSidebar.get('intro')).toBe('a');
    expect(result.order.get('b')).toEqual(['guides/two']);
  });

  it('reports a ref to a missing doc with a did-you-mean', () => {
    const result = resolveSidebars({ sidebars: { b: [{ type: 'ref', id: 'intr' }] }, docs });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual(['Sidebar "b" lists doc "intr", which does not exist. Did you mean "intro"?']);
  });

  it('makes a generated-index category link a route of its own, /category/<slug> by default, unique per label', () => {
    const sidebars: SidebarsConfig = {
      docs: [
        { type: 'category', label: 'The Guides', link: { type: 'generated-index', description: 'All guides.' }, items: ['guides/one'] },
        { type: 'category', label: 'The Guides', link: { type: 'generated-index' }, items: ['guides/two'] },
        { type: 'category', label: 'Custom', link: { type: 'generated-index', slug: 'all/custom', title: 'Everything' }, items: ['intro'] },
      ],
    };
    const result = resolveSidebars({ sidebars, docs });
    expect(result.sidebars.docs?.map((item) => item.href)).toEqual(['/category/the-guides', '/category/the-guides-1', '/all/custom']);
    expect(result.categoryIndexes.map(({ route, title, description, sidebarId }) => ({ route, title, description, sidebarId }))).toEqual([
      { route: '/category/the-guides', title: 'The Guides', description: 'All guides.', sidebarId: 'docs' },
      { route: '/category/the-guides-1', title: 'The Guides', description: undefined, sidebarId: 'docs' },
      { route: '/all/custom', title: 'Everything', description: undefined, sidebarId: 'docs' },
    ]);
    expect(result.categoryIndexes[0]?.category).toBe(result.sidebars.docs?.[0]);
  });

  it('keeps an empty category that has a generated index, and drops one without a link', () => {
    const sidebars: SidebarsConfig = {
      docs: [
        { type: 'category', label: 'Soon', link: { type: 'generated-index' }, items: [] },
        { type: 'category', label: 'Nothing', items: [] },
      ],
    };
    expect(resolveSidebars({ sidebars, docs }).sidebars.docs?.map((item) => item.label)).toEqual(['Soon']);
  });

  it('leaves unlisted docs out of explicit and autogenerated sidebars and the reading order, keeping their sidebar for their own page', () => {
    const withHidden = [...docs, doc('guides/secret.md', { title: 'Secret', unlisted: true })];
    const explicit = resolveSidebars({ sidebars: { docs: ['intro', 'guides/secret'] }, docs: withHidden });
    expect(explicit.sidebars.docs?.map((item) => item.label)).toEqual(['Intro']);
    expect(explicit.order.get('docs')).toEqual(['intro']);
    expect(explicit.docSidebar.get('guides/secret')).toBe('docs');
    const generated = resolveSidebars({ docs: withHidden });
    expect(JSON.stringify(generated.sidebars)).not.toContain('Secret');
  });

  it('shows the sidebar front matter displayed_sidebar names, none for null, and reports an unknown one at its line', () => {
    const chosen = [
      doc('intro.md', { title: 'Intro', displayed_sidebar: 'other' }),
      doc('guides/one.md', { title: 'One', displayed_sidebar: null }),
      doc('guides/two.md', { title: 'Two', displayed_sidebar: 'othr' }),
    ];
    const result = resolveSidebars({ sidebars: { main: ['intro', 'guides/one', 'guides/two'], other: [] }, docs: chosen });
    expect(result.docSidebar.get('intro')).toBe('other');
    expect(result.docSidebar.has('guides/one')).toBe(false);
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      '/no-docs/guides/two.md:3:1 Front matter displayed_sidebar names sidebar "othr", which does not exist. Did you mean "other"?',
    ]);
  });
});

describe('autogenerated sidebars with _category_ files', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  async function site(files: Record<string, string>): Promise<string> {
    dir = await mkdtemp(join(tmpdir(), 'quire-category-'));
    for (const [path, text] of Object.entries(files)) {
      await mkdir(join(dir, path, '..'), { recursive: true });
      await writeFile(join(dir, path), text);
    }
    return dir;
  }

  it('labels, orders, styles and links folders as their category files say, and strips number prefixes', async () => {
    const docsDir = await site({
      'alpha/_category_.json': JSON.stringify({ label: 'Alpha First', position: 1, className: 'alpha', collapsed: false, customProps: { tag: 'a' } }),
      'beta/_category_.yml': 'label: Beta\nposition: 0\nlink:\n  type: generated-index\n  description: Every beta page.\n',
      '03-gamma/_category_.yaml': 'link: null\ndescription: Gamma things\n',
    });
    const tree = [
      doc('intro.md', { title: 'Intro' }, docsDir),
      doc('alpha/a.md', { title: 'A' }, docsDir),
      doc('beta/02-second.md', {}, docsDir),
      doc('beta/01-first.md', {}, docsDir),
      doc('03-gamma/index.md', { title: 'Gamma home' }, docsDir),
      doc('03-gamma/g.md', { title: 'G' }, docsDir),
    ];
    const result = resolveSidebars({ docs: tree, docsDir });
    expect(result.diagnostics).toEqual([]);
    const outline = result.sidebars.docs!.map((item) => ({
      label: item.label,
      href: item.href,
      className: item.className,
      items: item.type === 'category' ? item.items.map((child) => child.label) : undefined,
    }));
    expect(outline).toEqual([
      { label: 'Beta', href: '/category/beta', className: undefined, items: ['second', 'first'].reverse() },
      { label: 'Alpha First', href: undefined, className: 'alpha', items: ['A'] },
      // `link: null`: the index doc is an item, not the label's link; the folder's number prefix orders it and leaves its label.
      { label: 'Gamma', href: undefined, className: undefined, items: ['Gamma home', 'G'] },
      { label: 'Intro', href: '/intro', className: undefined, items: undefined },
    ]);
    expect(result.sidebars.docs?.[1]).toMatchObject({ collapsed: false, customProps: { tag: 'a' } });
    expect(result.categoryIndexes[0]).toMatchObject({ route: '/category/beta', title: 'Beta', description: 'Every beta page.' });
  });

  it('warns about an unknown key of a category file at its line, with a did-you-mean, and applies the rest', async () => {
    const docsDir = await site({ 'alpha/_category_.yml': 'label: Alpha\npositon: 2\n' });
    const result = resolveSidebars({ docs: [doc('alpha/a.md', { title: 'A' }, docsDir)], docsDir });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      `${docsDir}/alpha/_category_.yml:2:1 Unknown key "positon" in the category file; it is ignored. Did you mean "position"?`,
    ]);
    expect(result.diagnostics[0]?.severity).toBe('warning');
    expect(result.sidebars.docs?.[0]?.label).toBe('Alpha');
  });

  it('reports a wrong value in a category file as an error at the key', async () => {
    const docsDir = await site({ 'alpha/_category_.json': '{\n  "label": "Alpha",\n  "collapsed": "no"\n}\n' });
    const result = resolveSidebars({ docs: [doc('alpha/a.md', { title: 'A' }, docsDir)], docsDir });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      expect.stringMatching(/alpha\/_category_\.json:3:3 Invalid value for "collapsed" in the category file: .* Write true or false: "collapsed": false\./),
    ]);
  });
});
