import { describe, expect, it } from 'vitest';
import { createHref, createPath, parsePath, stripBasename } from './router.js';

describe('parsePath and createPath', () => {
  it('split a path into pathname, search and hash, and join them back', () => {
    expect(parsePath('/api/x?y=1#z')).toEqual({ pathname: '/api/x', search: '?y=1', hash: '#z' });
    expect(parsePath('/a#b?c')).toEqual({ pathname: '/a', search: '', hash: '#b?c' });
    expect(parsePath('')).toEqual({ pathname: '/', search: '', hash: '' });
    for (const path of ['/api/x?y=1#z', '/a#b?c', '/']) expect(createPath(parsePath(path))).toBe(path);
    expect(createPath({ pathname: '/a', search: '?', hash: '#' })).toBe('/a');
  });
});

describe('createHref', () => {
  it('puts the base URL before the path, the home page without its slash as react-router did', () => {
    expect(createHref('', '/api/x#y')).toBe('/api/x#y');
    expect(createHref('/docs', '/api/x#y')).toBe('/docs/api/x#y');
    expect(createHref('/docs', '/')).toBe('/docs');
    expect(createHref('/docs', '/#top')).toBe('/docs#top');
    expect(createHref('/docs', { pathname: '/a', hash: '#b' })).toBe('/docs/a#b');
  });
});

describe('stripBasename', () => {
  it('gives the path under the base URL, or undefined outside it', () => {
    expect(stripBasename('/docs/api/x', '/docs')).toBe('/api/x');
    expect(stripBasename('/docs', '/docs')).toBe('/');
    expect(stripBasename('/DOCS/a', '/docs')).toBe('/a');
    expect(stripBasename('/docsx/a', '/docs')).toBeUndefined();
    expect(stripBasename('/other', '/docs')).toBeUndefined();
    expect(stripBasename('/a', '')).toBe('/a');
  });
});
