import { describe, expect, it } from 'vitest';
import type { DocPageData, TagDocListPageData, TagsListPageData } from '../../shared/types.js';
import { compileDocs } from '../markdown/compile-docs.js';
import { resolveSidebars } from '../sidebars/resolve-sidebars.js';
import { testContext, testDoc } from '../test-support/test-context.js';
import type { Doc } from '../content/doc.js';
import type { LastUpdate } from '../content/git-last-updates.js';
import { buildRouteManifest } from './build-route-manifest.js';
import { paginationDiagnostics } from './pagination-diagnostics.js';
import { routeIsUnlisted } from './route-is-unlisted.js';

const order = ['a', 'b', 'hidden', 'c', 'd'];

async function manifestOf(docs: Doc[], config = {}, lastUpdates?: ReadonlyMap<string, LastUpdate>) {
  const ctx = testContext({ editUrl: 'https://example.org/edit/', ...config });
  const compiled = await compileDocs(ctx, docs);
  const sidebars = resolveSidebars({ sidebars: { docs: order.filter((id) => docs.some((d) => d.id === id)) }, docs });
  return buildRouteManifest(ctx, { docs, compiled, sidebars, lastUpdates });
}

const page = (manifest: Awaited<ReturnType<typeof manifestOf>>, path: string) => manifest.routes.get(path)!.page as Omit<DocPageData, 'body'>;

describe('buildRouteManifest and Docusaurus front matter', () => {
  it('links previous and next in sidebar order, past unlisted docs, with pagination_label, and honours pagination_next/prev (an id or null)', async () => {
    const manifest = await manifestOf([
      testDoc('a.md', 'A.', { title: 'A' }),
      testDoc('b.md', 'B.', { title: 'B', pagination_label: 'Bee', pagination_next: 'd' }),
      testDoc('hidden.md', 'H.', { title: 'Hidden', unlisted: true }),
      testDoc('c.md', 'C.', { title: 'C', pagination_prev: null }),
      testDoc('d.md', 'D.', { title: 'D', sidebar_label: 'Dee' }),
    ]);
    expect(page(manifest, '/a')).toMatchObject({ next: { title: 'Bee', href: '/b' } });
    expect(page(manifest, '/b').next).toEqual({ title: 'Dee', href: '/d' });
    expect(page(manifest, '/c').prev).toBeUndefined();
    expect(page(manifest, '/c').next).toEqual({ title: 'Dee', href: '/d' });
    // The unlisted doc is in no one's pagination and has none of its own.
    expect(page(manifest, '/d').prev).toEqual({ title: 'C', href: '/c' });
    expect(page(manifest, '/hidden')).toMatchObject({ unlisted: true });
    expect(page(manifest, '/hidden').prev).toBeUndefined();
    expect(routeIsUnlisted(page(manifest, '/hidden'))).toBe(true);
    expect(routeIsUnlisted(page(manifest, '/a'))).toBe(false);
  });

  it('reports a pagination id naming no doc at its line and column, with the closest id', () => {
    const docs = [testDoc('intro.md', 'I.', { title: 'Intro', pagination_next: 'quick-strat' }), testDoc('quick-start.md', 'Q.')];
    expect(paginationDiagnostics(docs)).toEqual([
      {
        severity: 'error',
        message: 'Front matter `pagination_next` names the doc "quick-strat", but no doc has that id.',
        file: '/site/docs/intro.md',
        line: 3,
        column: 1,
        hint: expect.stringContaining('Did you mean "quick-start"?'),
      },
    ]);
    expect(paginationDiagnostics([testDoc('x.md', 'X.', { pagination_prev: null, pagination_next: 'x' })])).toEqual([]);
  });

  it('uses custom_edit_url over the site editUrl, and null or empty to hide the link', async () => {
    const manifest = await manifestOf([
      testDoc('a.md', 'A.', { custom_edit_url: 'https://elsewhere.example/a.md' }),
      testDoc('b.md', 'B.', { custom_edit_url: null }),
      testDoc('c.md', 'C.', { custom_edit_url: '' }),
      testDoc('d.md', 'D.'),
    ]);
    expect(page(manifest, '/a').editUrl).toBe('https://elsewhere.example/a.md');
    expect(page(manifest, '/b').editUrl).toBeUndefined();
    expect(page(manifest, '/c').editUrl).toBeUndefined();
    expect(page(manifest, '/d').editUrl).toBe('https://example.org/edit/d.md');
  });

  it('makes /tags and a page per tag (kebab-cased, object permalinks under /tags), listed docs only, by title', async () => {
    const manifest = await manifestOf([
      testDoc('a.md', 'A.', { title: 'Zeta', description: 'Last by title', tags: ['Redux Toolkit', 'getting started'] }),
      testDoc('b.md', 'B.', { title: 'Alpha', tags: ['Redux Toolkit', { label: 'Advanced', permalink: '/adv' }] }),
      testDoc('hidden.md', 'H.', { title: 'Hidden', unlisted: true, tags: ['Redux Toolkit', 'secret'] }),
    ]);
    expect(page(manifest, '/a').tags).toEqual([
      { label: 'Redux Toolkit', permalink: '/tags/redux-toolkit' },
      { label: 'getting started', permalink: '/tags/getting-started' },
    ]);
    const list = manifest.routes.get('/tags')!.page as TagsListPageData;
    expect(list).toEqual({
      kind: 'tagsList',
      title: 'Tags',
      tags: [
        { label: 'Advanced', permalink: '/tags/adv', count: 1 },
        { label: 'getting started', permalink: '/tags/getting-started', count: 1 },
        { label: 'Redux Toolkit', permalink: '/tags/redux-toolkit', count: 2 },
      ],
    });
    const rtk = manifest.routes.get('/tags/redux-toolkit')!.page as TagDocListPageData;
    expect(rtk.title).toBe('2 docs tagged with "Redux Toolkit"');
    expect(rtk.allTagsPath).toBe('/tags');
    expect(rtk.docs).toEqual([
      { id: 'b', title: 'Alpha', permalink: '/b' },
      { id: 'a', title: 'Zeta', description: 'Last by title', permalink: '/a' },
    ]);
    expect((manifest.routes.get('/tags/adv')!.page as TagDocListPageData).title).toBe('One doc tagged with "Advanced"');
    // The unlisted doc's own tag still has a page (its link works) listing it, unlisted too.
    const secret = manifest.routes.get('/tags/secret')!.page as TagDocListPageData;
    expect(secret).toMatchObject({ title: 'One doc tagged with "secret"', docs: [{ id: 'hidden', title: 'Hidden', permalink: '/hidden' }], unlisted: true });
    expect(routeIsUnlisted(secret)).toBe(true);
  });

  it('makes no tag routes when no doc has a tag', async () => {
    const manifest = await manifestOf([testDoc('a.md', 'A.')]);
    expect([...manifest.routes.keys()].filter((p) => p.startsWith('/tags'))).toEqual([]);
  });

  it('shows the last update from git, overridden by last_update front matter, each part only when the site shows it', async () => {
    const docs = [
      testDoc('a.md', 'A.'),
      testDoc('b.md', 'B.', { last_update: { date: '2024-03-01', author: 'Front Matter' } }),
      testDoc('c.md', 'C.', { last_update: { author: 'Only Author' } }),
      testDoc('new.md', 'N.'),
    ];
    const git = new Map<string, LastUpdate>([
      ['a.md', { lastUpdatedAt: 1_700_000_000_000, lastUpdatedBy: 'Git Author' }],
      ['b.md', { lastUpdatedAt: 1_600_000_000_000, lastUpdatedBy: 'Git Author' }],
      ['c.md', { lastUpdatedAt: 1_650_000_000_000, lastUpdatedBy: 'Git Author' }],
    ]);
    const both = await manifestOf(docs, { showLastUpdateTime: true, showLastUpdateAuthor: true }, git);
    expect(page(both, '/a')).toMatchObject({ lastUpdatedAt: 1_700_000_000_000, lastUpdatedBy: 'Git Author' });
    expect(page(both, '/b')).toMatchObject({ lastUpdatedAt: Date.UTC(2024, 2, 1), lastUpdatedBy: 'Front Matter' });
    expect(page(both, '/c')).toMatchObject({ lastUpdatedAt: 1_650_000_000_000, lastUpdatedBy: 'Only Author' });
    expect(page(both, '/new').lastUpdatedAt).toBeUndefined();
    const timeOnly = await manifestOf(docs, { showLastUpdateTime: true }, git);
    expect(page(timeOnly, '/a').lastUpdatedAt).toBe(1_700_000_000_000);
    expect(page(timeOnly, '/a').lastUpdatedBy).toBeUndefined();
    const neither = await manifestOf(docs, {}, git);
    expect(page(neither, '/b').lastUpdatedAt).toBeUndefined();
    expect(page(neither, '/b').lastUpdatedBy).toBeUndefined();
  });
});
