import { describe, expect, it } from 'vitest';
import type { RouteEntry, RouteManifest } from '../routes/route-manifest.js';
import { checkLinks } from './check-links.js';

const entry = (path: string): RouteEntry => ({ path, page: { kind: 'search', title: path } });
const manifest: RouteManifest = {
  routes: new Map(['/', '/search', '/api/createSlice', '/api/createReducer'].map((p) => [p, entry(p)])),
  notFound: entry('/404.html'),
};
const headingIds = new Map([['/api/createSlice', new Set(['parameters', 'return-value'])]]);
const link = (url: string) => ({ url, file: '/site/docs/a.md', line: 3, column: 5, context: 'Links to' });

describe('checkLinks', () => {
  it('accepts routes, trailing slashes, /index.html and existing anchors', () => {
    const result = checkLinks(
      ['/api/createSlice', '/api/createSlice/', '/api/createSlice/index.html', '/api/createSlice#parameters', '/', '/search?q=x'].map(link),
      { manifest, headingIds },
    );
    expect(result).toEqual([]);
  });

  it('reports a missing route with file:line:column and a close guess', () => {
    const [d, ...rest] = checkLinks([link('/api/createSlise')], { manifest, headingIds });
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ severity: 'error', file: '/site/docs/a.md', line: 3, column: 5 });
    expect(d!.message).toBe('Links to /api/createSlise, which is no page.');
    expect(d!.hint).toBe('Did you mean /api/createSlice?');
  });

  it('offers no guess when nothing is close', () => {
    const [d] = checkLinks([link('/completely/elsewhere/entirely')], { manifest, headingIds });
    expect(d!.hint).not.toMatch(/Did you mean/);
  });

  it('reports a missing anchor with the closest heading', () => {
    const [d] = checkLinks([link('/api/createSlice#paramters')], { manifest, headingIds });
    expect(d!.message).toContain('has no heading with id "paramters"');
    expect(d!.hint).toBe('Did you mean /api/createSlice#parameters?');
  });

  it('decodes percent-encoded anchors before comparing', () => {
    const ids = new Map([['/api/createSlice', new Set(['café'])]]);
    expect(checkLinks([link('/api/createSlice#caf%C3%A9')], { manifest, headingIds: ids })).toEqual([]);
  });
});
