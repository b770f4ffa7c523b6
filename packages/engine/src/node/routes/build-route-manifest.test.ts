import { describe, expect, it } from 'vitest';
import type { DocPageData } from '../../shared/types.js';
import { QuireError } from '../diagnostic.js';
import { compileDocs } from '../markdown/compile-docs.js';
import { bodyJsonText } from '../markdown/compiled-doc.js';
import { resolveSidebars } from '../sidebars/resolve-sidebars.js';
import { testContext, testDoc } from '../test-support/test-context.js';
import { buildRouteManifest } from './build-route-manifest.js';

const docs = [
  testDoc('intro.md', 'Welcome.', { title: 'Introduction' }),
  testDoc('api/createSlice.md', '# createSlice\n\n## Parameters'),
  testDoc('api/createReducer.md', 'Reducers.', { title: 'createReducer', sidebar_label: 'Reducers' }),
];
const sidebarsConfig = { docs: ['intro', { type: 'category' as const, label: 'API', items: ['api/createSlice', 'api/createReducer'] }] };

async function manifestOf(list = docs, config = {}) {
  const ctx = testContext({ editUrl: 'https://example.org/edit/', ...config });
  const compiled = await compileDocs(ctx, list);
  const sidebars = resolveSidebars({ sidebars: sidebarsConfig, docs: list });
  return { ctx, manifest: buildRouteManifest(ctx, { docs: list, compiled, sidebars }) };
}

describe('buildRouteManifest', () => {
  it('holds the home page, the search page, every doc and a fallback page', async () => {
    const { manifest } = await manifestOf();
    expect([...manifest.routes.keys()]).toEqual(['/', '/search', '/intro', '/api/createSlice', '/api/createReducer']);
    expect(manifest.routes.get('/')!.page.kind).toBe('home');
    expect(manifest.routes.get('/search')!.page.kind).toBe('search');
    expect(manifest.notFound).toMatchObject({ path: '/404.html', page: { kind: 'notFound', title: 'Page Not Found' } });
  });

  it('gives a doc its title, breadcrumbs, sidebar neighbours and edit link', async () => {
    const { manifest } = await manifestOf();
    const entry = manifest.routes.get('/api/createSlice')!;
    const page = entry.page as Omit<DocPageData, 'body'>;
    expect(entry.sidebarId).toBe('docs');
    expect(page).toMatchObject({
      kind: 'doc',
      docId: 'api/createSlice',
      title: 'createSlice',
      hasTitleHeading: true,
      breadcrumbs: [{ label: 'API' }, { label: 'createSlice' }],
      prev: { title: 'Introduction', href: '/intro' },
      next: { title: 'Reducers', href: '/api/createReducer' },
      editUrl: 'https://example.org/edit/api/createSlice.md',
    });
    expect(JSON.parse(bodyJsonText(entry.bodyJson!))[0]).toEqual(['h1', { id: 'createslice' }, 'createSlice']);
  });

  it('keeps the first of two docs on one route and warns naming both', async () => {
    const clash = [...docs, testDoc('old-intro.md', 'Old.', { slug: '/intro' })];
    const { ctx, manifest } = await manifestOf(clash);
    expect((manifest.routes.get('/intro')!.page as { docId: string }).docId).toBe('intro');
    expect(ctx.warnings).toHaveLength(1);
    expect(ctx.warnings[0]).toMatchObject({ code: 'duplicate-route', file: '/site/docs/old-intro.md' });
    expect(ctx.warnings[0]!.message).toContain('Duplicate route /intro');
    expect(ctx.warnings[0]!.message).toContain('intro.md');
  });

  it('fails on a duplicate route when the site sets onDuplicateRoutes: error', async () => {
    const clash = [...docs, testDoc('old-intro.md', 'Old.', { slug: '/intro' })];
    await expect(manifestOf(clash, { onDuplicateRoutes: 'error' })).rejects.toBeInstanceOf(QuireError);
  });
});
