import { describe, expect, it } from 'vitest';
import type { DocPageData, TagDocListPageData, TagsListPageData } from '@quire/engine/client';
import { elementHtml, linkByText } from './test-support/html-query.js';
import { renderRoute } from './test-support/render-route.js';
import { createSliceDoc, sidebar } from './test-support/site-fixture.js';

const renderDoc = (page: DocPageData) => renderRoute({ path: '/api/createSlice', module: { page, sidebar } });

describe('DocFooter', () => {
  it('lists the doc\'s tags as links to their pages, then the edit link and the last update (UTC, Docusaurus\'s wording)', () => {
    const html = renderDoc({
      ...createSliceDoc,
      tags: [
        { label: 'Redux Toolkit', permalink: '/tags/redux-toolkit' },
        { label: 'slices', permalink: '/tags/slices' },
      ],
      // 23:30 UTC on Feb 29: a reader east of UTC would see Mar 1 if the date were formatted in local time.
      lastUpdatedAt: Date.UTC(2024, 1, 29, 23, 30),
      lastUpdatedBy: 'Jane Doe',
    });
    const footer = elementHtml(html, /<footer class="quire-doc-footer"/);
    expect(linkByText(footer, 'Redux Toolkit').attrs).toMatchObject({ href: '/tags/redux-toolkit', rel: 'tag' });
    expect(linkByText(footer, 'slices').attrs).toMatchObject({ href: '/tags/slices' });
    expect(footer).toContain('Edit this page');
    expect(footer).toContain(
      '<span class="quire-last-updated">Last updated<!-- --> on <time dateTime="2024-02-29T23:30:00.000Z" itemProp="dateModified">Feb 29, 2024</time> by <b>Jane Doe</b></span>',
    );
  });

  it('shows only the parts the page has, and nothing at all without tags, edit link or last update', () => {
    const authorOnly = elementHtml(renderDoc({ ...createSliceDoc, editUrl: undefined, lastUpdatedBy: 'Jane' }), /<footer class="quire-doc-footer"/);
    expect(authorOnly).toContain('<span class="quire-last-updated">Last updated<!-- --> by <b>Jane</b></span>');
    expect(authorOnly).not.toContain('Edit this page');
    expect(authorOnly).not.toContain('quire-doc-tags');
    expect(renderDoc({ ...createSliceDoc, editUrl: undefined })).not.toContain('quire-doc-footer');
  });
});

describe('the unlisted banner', () => {
  it('is over an unlisted doc only, as a warning admonition', () => {
    const html = renderDoc({ ...createSliceDoc, unlisted: true });
    const banner = elementHtml(html, /<div class="quire-unlisted-banner"/);
    expect(banner).toContain('quire-admonition--warning');
    expect(banner).toContain('Unlisted page');
    expect(banner).toContain('This page is unlisted. Search engines will not index it, and only users having a direct link can access it.');
    expect(renderDoc(createSliceDoc)).not.toContain('quire-unlisted-banner');
  });
});

describe('TagsListPage and TagDocListPage', () => {
  it('lists the tags under their first letter, each linked with its count', () => {
    const page: TagsListPageData = {
      kind: 'tagsList',
      title: 'Tags',
      tags: [
        { label: 'async', permalink: '/tags/async', count: 1 },
        { label: 'Redux', permalink: '/tags/redux', count: 3 },
        { label: 'reducers', permalink: '/tags/reducers', count: 2 },
      ],
    };
    const main = elementHtml(renderRoute({ path: '/tags', module: { page } }), /<main id="main"/);
    expect(main).toContain('<h1>Tags</h1>');
    expect(main).toMatch(/<h2>A<\/h2>.*async.*<h2>R<\/h2>.*Redux<span class="quire-tag-count">3<\/span>.*reducers<span class="quire-tag-count">2<\/span>/s);
    expect(linkByText(main, 'Redux3').attrs.href).toBe('/tags/redux');
    expect(main).not.toContain('quire-doc');
  });

  it('lists a tag\'s docs with their titles, linked, and descriptions, and links every tag', () => {
    const page: TagDocListPageData = {
      kind: 'tagDocList',
      title: '2 docs tagged with "Redux"',
      tag: { label: 'Redux', permalink: '/tags/redux', count: 2 },
      allTagsPath: '/tags',
      docs: [
        { id: 'intro', title: 'Intro', description: 'Start here.', permalink: '/intro' },
        { id: 'api/store', title: 'Store', permalink: '/api/store' },
      ],
    };
    const main = elementHtml(renderRoute({ path: '/tags/redux', module: { page } }), /<main id="main"/);
    expect(main).toContain('<h1>2 docs tagged with &quot;Redux&quot;</h1>');
    expect(linkByText(main, 'View All Tags').attrs.href).toBe('/tags');
    expect(linkByText(main, 'Intro').attrs.href).toBe('/intro');
    expect(linkByText(main, 'Store').attrs.href).toBe('/api/store');
    expect(main).toContain('<p>Start here.</p>');
  });
});
