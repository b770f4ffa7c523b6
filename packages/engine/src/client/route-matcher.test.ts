import { describe, expect, it } from 'vitest';
import type { ClientManifest } from '../shared/types.js';
import { NOT_FOUND_KEY, PATH_CACHE_LIMIT, RouteMatcher } from './route-matcher.js';

const manifest: ClientManifest = {
  routes: {
    '/': { chunk: 'assets/routes/__root.js', deps: [] },
    '/api/createSlice': { chunk: 'assets/routes/api/createSlice.js', deps: ['assets/chunks/s.js'] },
  },
  notFound: { chunk: 'assets/routes/__404.js', deps: [] },
};

describe('RouteMatcher', () => {
  it('matches exact paths only', () => {
    const m = new RouteMatcher(manifest);
    expect(m.match('/api/createSlice').key).toBe('/api/createSlice');
    expect(m.match('/api/createSlice/extra').key).toBe(NOT_FOUND_KEY);
    expect(m.match('/api').key).toBe(NOT_FOUND_KEY);
    expect(m.match('/API/createSlice').key).toBe(NOT_FOUND_KEY);
  });

  it('strips a trailing /index.html and trailing slashes', () => {
    const m = new RouteMatcher(manifest);
    expect(m.match('/api/createSlice/index.html').key).toBe('/api/createSlice');
    expect(m.match('/api/createSlice/').key).toBe('/api/createSlice');
    expect(m.match('/index.html').key).toBe('/');
  });

  it('gives the fallback route for unknown paths, including prototype keys', () => {
    const m = new RouteMatcher(manifest);
    expect(m.match('/nope')).toEqual({ key: NOT_FOUND_KEY, route: manifest.notFound });
    expect(m.match('/constructor').key).toBe(NOT_FOUND_KEY);
  });

  it('caps its path cache at PATH_CACHE_LIMIT entries by default', () => {
    const m = new RouteMatcher(manifest);
    for (let i = 0; i < PATH_CACHE_LIMIT + 2_000; i++) m.match(`/unknown/${i}`);
    expect(m.cacheSize).toBe(PATH_CACHE_LIMIT);
    m.match('/api/createSlice');
    expect(m.cacheSize).toBe(PATH_CACHE_LIMIT);
  });

  it('honours a smaller cap', () => {
    const m = new RouteMatcher(manifest, 3);
    ['/a', '/b', '/c', '/d', '/e'].forEach((p) => m.match(p));
    expect(m.cacheSize).toBe(3);
    expect(m.match('/e').key).toBe(NOT_FOUND_KEY);
  });
});
