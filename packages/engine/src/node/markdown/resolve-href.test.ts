import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Doc } from '../content/doc.js';
import { docLocation } from '../content/doc-route.js';
import { resolveHref } from './resolve-href.js';

const DOCS = '/site/docs';

function doc(relativePath: string): Doc {
  return { filePath: join(DOCS, relativePath), relativePath, ...docLocation(relativePath, {}), frontMatter: {}, source: '' };
}

const from = doc('api/createSlice.md');
const docsByFile = new Map(
  [from, doc('api/createReducer.md'), doc('api/rtk-query/createApi.md'), doc('usage/index.md'), doc('my page.md')].map(
    (d) => [d.filePath, d],
  ),
);
const resolve = (href: string) => resolveHref(href, from, docsByFile);

describe('resolveHref', () => {
  it('skips links that leave the site', () => {
    for (const href of ['https://redux.js.org', 'mailto:a@b.c', 'tel:123', '//cdn.example.com/x.md', 'javascript:void(0)', '']) {
      expect(resolve(href), href).toEqual({ kind: 'external' });
    }
  });

  it('keeps a bare #hash in the page but records its full url', () => {
    expect(resolve('#parameters')).toEqual({ kind: 'internal', url: '/api/createSlice#parameters', href: '#parameters' });
  });

  it('drops a trailing slash from routes and markdown file links', () => {
    expect(resolve('/api/createReducer/')).toEqual({ kind: 'internal', url: '/api/createReducer', href: '/api/createReducer' });
    expect(resolve('./createReducer.md/#usage')).toEqual({ kind: 'internal', url: '/api/createReducer#usage', href: '/api/createReducer#usage' });
    expect(resolve('../usage/index.mdx/')).toMatchObject({ kind: 'missing-file' });
    expect(resolve('../usage/index.md/')).toEqual({ kind: 'internal', url: '/usage', href: '/usage' });
    expect(resolve('./rtk-query/')).toMatchObject({ url: '/api/rtk-query' });
    expect(resolve('./')).toMatchObject({ url: '/api' });
    expect(resolve('/')).toMatchObject({ url: '/' });
  });

  it('takes absolute paths as they are', () => {
    expect(resolve('/api/createReducer#usage')).toEqual({
      kind: 'internal',
      url: '/api/createReducer#usage',
      href: '/api/createReducer#usage',
    });
    expect(resolve('/usage/../api//x')).toMatchObject({ url: '/api/x' });
  });

  it('resolves relative paths against the route like a browser', () => {
    expect(resolve('./createReducer')).toMatchObject({ url: '/api/createReducer', href: '/api/createReducer' });
    expect(resolve('createReducer#x')).toMatchObject({ url: '/api/createReducer#x' });
    expect(resolve('../usage/usage-guide')).toMatchObject({ url: '/usage/usage-guide' });
    expect(resolve('rtk-query/createApi')).toMatchObject({ url: '/api/rtk-query/createApi' });
    // Above the root stays at the root, as in a browser.
    expect(resolve('../../../x')).toMatchObject({ url: '/x' });
  });

  it('keeps a query string in the href but not in the url', () => {
    expect(resolve('./createReducer?tab=ts#x')).toEqual({
      kind: 'internal',
      url: '/api/createReducer#x',
      href: '/api/createReducer?tab=ts#x',
    });
  });

  it('replaces a .md link by the route of the doc it names', () => {
    expect(resolve('./createReducer.md')).toEqual({ kind: 'internal', url: '/api/createReducer', href: '/api/createReducer' });
    expect(resolve('rtk-query/createApi.md#hooks')).toEqual({
      kind: 'internal',
      url: '/api/rtk-query/createApi#hooks',
      href: '/api/rtk-query/createApi#hooks',
    });
    expect(resolve('../usage/index.md')).toMatchObject({ url: '/usage' });
    expect(resolve('../my%20page.md')).toMatchObject({ url: '/my page' });
  });

  it('resolves a .md link that starts with / against the docs folder', () => {
    expect(resolve('/api/createReducer.md#x')).toMatchObject({ url: '/api/createReducer#x' });
  });

  it('reports a .md link to a file that is not a doc', () => {
    expect(resolve('./createSlise.md#x')).toEqual({ kind: 'missing-file', file: join(DOCS, 'api/createSlise.md') });
    expect(resolve('../../outside.mdx')).toEqual({ kind: 'missing-file', file: '/site/outside.mdx' });
  });
});
