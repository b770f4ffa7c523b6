import { describe, expect, it } from 'vitest';
import { bodyDigest, type SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import type { RouteEntry, RouteManifest } from '../routes/route-manifest.js';
import { testContext, testDoc } from '../test-support/test-context.js';
import { findBrokenLinks, type LinkCheck } from './find-broken-links.js';

const guide = testDoc('guide.md', '# Guide');
const api = testDoc('api.md', '# API');
/** Claims `/api` too, after `api.md`: the route and its headings stay `api.md`'s. */
const apiCopy = testDoc('api-copy.md', '# API again', { slug: '/api' });
const docs = [guide, api, apiCopy];

const entry = (path: string, sourceFile?: string): RouteEntry => ({ path, page: { kind: 'search', title: path }, sourceFile });
const manifest: RouteManifest = {
  routes: new Map([entry('/', undefined), entry('/guide', guide.filePath), entry('/api', api.filePath)].map((e) => [e.path, e])),
  notFound: entry('/404.html'),
};

function compiledDoc(headingIds: string[], links: string[] = []): SerializedCompiledDoc {
  return {
    title: 'Doc',
    hasTitleHeading: true,
    bodyJson: '[]',
    bodyDigest: bodyDigest('[]'),
    toc: [],
    headingIds,
    links: links.map((url, i) => ({ url, raw: url, line: i + 3, column: 1 })),
    search: [],
    images: [],
    staticImages: [],
    warnings: [],
  };
}

const configSource = "export default { navbar: { items: [{ label: 'API', to: '/api#usage' }] } };\n";
const files: LinkCheck['files'] = {
  config: testContext({ navbar: { items: [{ label: 'API', to: '/api#usage', position: 'left' }] } }).config,
  configFile: '/site/quire.config.ts',
  configSource,
};

const messages = (check: LinkCheck) => findBrokenLinks(check).map((d) => `${d.file}:${d.line}:${d.column} ${d.message} ${d.hint}`);

describe('findBrokenLinks', () => {
  const compiled = new Map([
    [guide.id, compiledDoc(['intro'], ['/api#usage', '/api#setup', '/apii', '/guide#intro', '/api/#usag'])],
    [api.id, compiledDoc(['usage'])],
    [apiCopy.id, compiledDoc(['setup'])],
  ]);

  it('checks every link of a build against the routes and the headings of the doc owning each route', () => {
    expect(messages({ files, manifest, docs, compiled: (id) => compiled.get(id), linksOf: docs, sidebars: {} })).toEqual([
      '/site/docs/guide.md:4:1 Links to /api#setup, but /api has no heading with id "setup". Link to one of the page\'s headings, or to /api without the anchor.',
      '/site/docs/guide.md:5:1 Links to /apii, which is no page. Did you mean /api?',
      '/site/docs/guide.md:7:1 Links to /api/#usag, but /api has no heading with id "usag". Did you mean /api#usage?',
    ]);
  });

  it('checks the config’s links only when given the sidebars, as the dev server does on its own', () => {
    // `/api`'s heading is now `usages`: the navbar's `/api#usage` is broken.
    const renamed = (id: string) => (id === api.id ? compiledDoc(['usages']) : compiled.get(id));
    const check = { files, manifest, docs, compiled: renamed };
    expect(messages({ ...check, linksOf: [], sidebars: {} })).toEqual([
      '/site/quire.config.ts:1:56 Navbar item "API" links to /api#usage, but /api has no heading with id "usage". Did you mean /api#usages?',
    ]);
    expect(messages({ ...check, linksOf: [] })).toEqual([]);
  });

  it('takes anchors into a doc not compiled yet on trust, and still checks its route (one page, as in dev)', () => {
    const onlyGuide = (id: string) => (id === guide.id ? compiled.get(id) : undefined);
    expect(messages({ files, manifest, docs, compiled: onlyGuide, linksOf: [guide] })).toEqual([
      '/site/docs/guide.md:5:1 Links to /apii, which is no page. Did you mean /api?',
    ]);
  });
});
