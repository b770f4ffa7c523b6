import { describe, expect, it } from 'vitest';
import type { SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import { routeNeedsHost } from '../render/route-needs-host.js';
import { freezePageData, pageSummary } from './freeze-page-data.js';
import { pageDataDigest, pageDataJson, type PageMeta, type RouteEntry, type RouteManifest } from './route-manifest.js';

const toc = [{ value: 'Usage', id: 'usage', level: 2, children: [] }];
const docPage = {
  kind: 'doc',
  docId: 'api/a',
  title: 'A',
  toc,
  breadcrumbs: [{ label: 'API', href: '/api' }],
  next: { title: 'B', href: '/api/b' },
  hideTitle: false,
  hideTableOfContents: false,
  hasTitleHeading: true,
} as unknown as PageMeta;
const unlistedPage = { ...docPage, docId: 'api/hidden', title: 'Hidden', unlisted: true } as PageMeta;
const taggedPage = { ...docPage, docId: 'api/tagged', tags: [{ label: 'x', permalink: '/tags/x' }] } as PageMeta;
const body = '[["p",{},"text"]]';

function site(): { manifest: RouteManifest; compiled: SerializedCompiledDoc[]; before: RouteEntry[] } {
  const doc: RouteEntry = { path: '/api/a', page: docPage, bodyJson: body, sidebarId: 'api', sourceFile: '/docs/api/a.md' };
  const unlisted: RouteEntry = { path: '/api/hidden', page: unlistedPage, bodyJson: body };
  const tagged: RouteEntry = { path: '/api/tagged', page: taggedPage, bodyJson: body };
  const home: RouteEntry = { path: '/', page: { kind: 'home', title: 'Site' } as PageMeta };
  const notFound: RouteEntry = { path: '/404.html', page: { kind: 'notFound', title: 'Page Not Found' } as PageMeta };
  const routes = new Map([home, doc, unlisted, tagged].map((entry) => [entry.path, entry]));
  const compiled = [{ toc } as unknown as SerializedCompiledDoc];
  return { manifest: { routes, notFound }, compiled, before: [home, doc, unlisted, tagged, notFound] };
}

describe('freezePageData', () => {
  it('keeps every route writing the same page data and digest, and reading the same page', () => {
    const { manifest, compiled, before } = site();
    const expected = before.map((entry) => ({ json: pageDataJson(entry), digest: pageDataDigest(entry), page: structuredClone(entry.page) }));
    freezePageData(manifest, compiled);
    const after = [...manifest.routes.values(), manifest.notFound];
    expect(after.map((entry) => entry.path)).toEqual(before.map((entry) => entry.path));
    after.forEach((entry, index) => {
      expect(entry).not.toBe(before[index]);
      expect(entry.pageMetaJson).toBe(JSON.stringify(expected[index]!.page));
      expect(pageDataJson(entry)).toBe(expected[index]!.json);
      expect(pageDataDigest(entry)).toBe(expected[index]!.digest);
      expect(entry.page).toEqual(expected[index]!.page);
    });
  });

  it('keeps the other fields of an entry, and lets the page modules phase set its module after', () => {
    const { manifest, compiled } = site();
    freezePageData(manifest, compiled);
    const entry = manifest.routes.get('/api/a')!;
    expect(entry).toMatchObject({ sidebarId: 'api', sourceFile: '/docs/api/a.md', bodyJson: body });
    entry.module = { client: 'assets/pages/a.js', server: 'server/pages/a.js', deps: [], styles: [] } as unknown as RouteEntry['module'];
    expect(routeNeedsHost(entry)).toBe(true);
  });

  it('answers the summary and whether the page needs the host without parsing the page again', () => {
    const { manifest, compiled } = site();
    freezePageData(manifest, compiled);
    expect(pageSummary(manifest.routes.get('/api/a')!)).toMatchObject({ kind: 'doc', title: 'A', docId: 'api/a', unlisted: undefined });
    expect(pageSummary(manifest.routes.get('/api/hidden')!)).toMatchObject({ kind: 'doc', docId: 'api/hidden', unlisted: true });
    expect(pageSummary(manifest.routes.get('/')!)).toMatchObject({ kind: 'home', title: 'Site', docId: undefined });
    expect(routeNeedsHost(manifest.routes.get('/api/a')!)).toBe(false);
    expect(routeNeedsHost(manifest.routes.get('/api/tagged')!)).toBe(true);
    expect(routeNeedsHost(manifest.routes.get('/')!)).toBe(true);
  });

  it('lets go of the compiled docs\' tables of contents, which the page data now holds as text', () => {
    const { manifest, compiled } = site();
    freezePageData(manifest, compiled);
    expect(compiled[0]!.toc).toEqual([]);
    expect((manifest.routes.get('/api/a')!.page as { toc: unknown }).toc).toEqual(toc);
  });

  it('reads an entry that was never frozen (quire dev) off its page data', () => {
    const { manifest } = site();
    expect(pageSummary(manifest.routes.get('/api/hidden')!)).toBe(unlistedPage);
  });
});
