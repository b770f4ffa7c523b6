import { describe, expect, it } from 'vitest';
import { hasIndexHtmlSuffix, normalizePath } from './normalize-path.js';

describe('normalizePath', () => {
  it.each([
    ['/', '/'],
    ['/index.html', '/'],
    ['/api/createSlice', '/api/createSlice'],
    ['/api/createSlice/', '/api/createSlice'],
    ['/api/createSlice/index.html', '/api/createSlice'],
    ['/api/rtk-query/created-api/hooks/index.html', '/api/rtk-query/created-api/hooks'],
    ['//', '/'],
  ])('%s → %s', (input, output) => {
    expect(normalizePath(input)).toBe(output);
  });

  it('tells when an address carries /index.html', () => {
    expect(hasIndexHtmlSuffix('/api/x/index.html')).toBe(true);
    expect(hasIndexHtmlSuffix('/api/x')).toBe(false);
  });
});
