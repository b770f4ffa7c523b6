import { describe, expect, it } from 'vitest';
import { routerBasename, stripBaseUrl } from './strip-base-url.js';

describe('stripBaseUrl', () => {
  it('keeps paths at the root base', () => expect(stripBaseUrl('/api/x', '/')).toBe('/api/x'));
  it('removes a sub-path base', () => {
    expect(stripBaseUrl('/redux-toolkit/api/x', '/redux-toolkit/')).toBe('/api/x');
    expect(stripBaseUrl('/redux-toolkit/', '/redux-toolkit/')).toBe('/');
    expect(stripBaseUrl('/redux-toolkit', '/redux-toolkit/')).toBe('/');
  });
  it('tells an address outside the base', () => {
    expect(stripBaseUrl('/api/x', '/redux-toolkit/')).toBeUndefined();
    expect(stripBaseUrl('/redux-toolkitx/a', '/redux-toolkit/')).toBeUndefined();
  });
  it('derives the router basename', () => {
    expect(routerBasename('/')).toBe('');
    expect(routerBasename('/docs/')).toBe('/docs');
  });
});
