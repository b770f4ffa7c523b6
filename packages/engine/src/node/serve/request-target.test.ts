import { describe, expect, it } from 'vitest';
import { normalizeBaseUrl, resolveRequestTarget } from './request-target.js';

describe('resolveRequestTarget', () => {
  it.each([
    ['/', '/'],
    ['/guide/?x=1#y', '/guide/'],
    ['/../secret.txt', '/secret.txt'],
    ['/%2e%2e/%2E%2E/secret.txt', '/secret.txt'],
    ['/..%2f..%2fsecret.txt', '/secret.txt'],
    ['/assets/..%2F..%2Fsecret.txt', '/secret.txt'],
    ['/..\\..\\secret.txt', '/secret.txt'],
    ['//../secret.txt', '/secret.txt'],
    // Decoded once only: a literal `%2e%2e` folder, not a step up.
    ['/%252e%252e/secret.txt', '/%2e%2e/secret.txt'],
    ['/caf%C3%A9', '/café'],
    ['http://example.org/a/../b', '/b'],
  ])('%s is the site path %s', (raw, path) => {
    expect(resolveRequestTarget(raw, '/')).toEqual({ kind: 'file', path });
  });

  it.each(['/%00', '/a%00.html', '/%5c..%5csecret.txt', '/%c0%ae%c0%ae/', '/%e0%80%ae', '/%', '/%zz', '*', '..', 'secret.txt', 'file:///etc/passwd'])(
    '%s is a bad request',
    (raw) => {
      expect(resolveRequestTarget(raw, '/')).toEqual({ kind: 'bad-request' });
    },
  );

  it('strips the base URL, redirects to its slash form, and keeps other paths outside', () => {
    expect(resolveRequestTarget('/rtk/guide', '/rtk/')).toEqual({ kind: 'file', path: '/guide' });
    expect(resolveRequestTarget('/rtk?q=1', '/rtk/')).toEqual({ kind: 'redirect', location: '/rtk/?q=1' });
    expect(resolveRequestTarget('/rtk/../guide', '/rtk/')).toEqual({ kind: 'outside-base' });
    expect(resolveRequestTarget('/rtkx/', '/rtk/')).toEqual({ kind: 'outside-base' });
    // A doubled slash in the base URL is collapsed as the request's is, so the site stays reachable.
    expect(resolveRequestTarget('/a//b/guide', normalizeBaseUrl('/a//b'))).toEqual({ kind: 'file', path: '/guide' });
  });
});

describe('normalizeBaseUrl', () => {
  it.each([
    ['', '/'],
    ['/', '/'],
    ['rtk', '/rtk/'],
    ['/rtk', '/rtk/'],
    ['//rtk//', '/rtk/'],
    ['/a/b/', '/a/b/'],
    ['/a//b', '/a/b/'],
  ])('%j becomes %j', (input, output) => expect(normalizeBaseUrl(input)).toBe(output));
});
