import { describe, expect, it } from 'vitest';
import { docLocation, fileNameOf, folderOf, normalizeRoute } from './doc-route.js';

describe('docLocation', () => {
  it('uses folder and file name by default', () => {
    expect(docLocation('api/createSlice.md', {})).toEqual({ id: 'api/createSlice', route: '/api/createSlice' });
    expect(docLocation('api/rtk-query/createApi.mdx', {})).toEqual({
      id: 'api/rtk-query/createApi',
      route: '/api/rtk-query/createApi',
    });
  });

  it('has no folder part at the docs root', () => {
    expect(docLocation('intro.md', {})).toEqual({ id: 'intro', route: '/intro' });
  });

  it('lets front-matter id replace the file name in id and route', () => {
    expect(docLocation('api/slice.md', { id: 'createSlice' })).toEqual({
      id: 'api/createSlice',
      route: '/api/createSlice',
    });
  });

  it('serves index.md and README.md at their folder', () => {
    expect(docLocation('guides/index.md', {})).toEqual({ id: 'guides/index', route: '/guides' });
    expect(docLocation('guides/README.md', {})).toEqual({ id: 'guides/README', route: '/guides' });
    expect(docLocation('index.md', {})).toEqual({ id: 'index', route: '/' });
    // The rule follows the file name even when the id is changed.
    expect(docLocation('guides/index.md', { id: 'overview' })).toEqual({ id: 'guides/overview', route: '/guides' });
  });

  it('takes an absolute slug as the route', () => {
    expect(docLocation('usage/guide.md', { slug: '/usage-guide' })).toEqual({ id: 'usage/guide', route: '/usage-guide' });
    expect(docLocation('intro.md', { slug: '/' })).toEqual({ id: 'intro', route: '/' });
  });

  it('resolves a relative slug against the folder', () => {
    expect(docLocation('usage/guide.md', { slug: 'guide-2' }).route).toBe('/usage/guide-2');
    expect(docLocation('usage/rtk-query/x.md', { slug: '../y' }).route).toBe('/usage/y');
    expect(docLocation('x.md', { slug: 'deep/path/' }).route).toBe('/deep/path');
  });

  it('strips number prefixes from the id and route as Docusaurus does, unless parse_number_prefixes is false', () => {
    expect(docLocation('01-tutorials/02-quick-start.md', {})).toEqual({ id: 'tutorials/quick-start', route: '/tutorials/quick-start' });
    expect(docLocation('1. Guides/03 - setup.md', {})).toEqual({ id: 'Guides/setup', route: '/Guides/setup' });
    // Dates and versions are not number prefixes.
    expect(docLocation('2021-01-release.md', {}).id).toBe('2021-01-release');
    expect(docLocation('v2/1.5-notes.md', {}).id).toBe('v2/1.5-notes');
    expect(docLocation('01-tutorials/02-quick-start.md', { parse_number_prefixes: false })).toEqual({
      id: '01-tutorials/02-quick-start',
      route: '/01-tutorials/02-quick-start',
    });
  });
});

describe('path helpers', () => {
  it('splits folder and file name', () => {
    expect(folderOf('a/b/c.md')).toBe('a/b');
    expect(folderOf('c.md')).toBe('');
    expect(fileNameOf('a/b/c.mdx')).toBe('c');
  });

  it('normalizes routes to a leading slash and no trailing slash', () => {
    expect(normalizeRoute('/a/')).toBe('/a');
    expect(normalizeRoute('a')).toBe('/a');
    expect(normalizeRoute('//')).toBe('/');
    expect(normalizeRoute('/')).toBe('/');
  });
});
