import { describe, expect, it } from 'vitest';
import { cacheControl } from './cache-control.js';
import { contentType } from './content-type.js';

describe('contentType', () => {
  it.each([
    ['/index.html', 'text/html; charset=utf-8'],
    ['/a/B.JS', 'text/javascript; charset=utf-8'],
    ['/x.mjs', 'text/javascript; charset=utf-8'],
    ['/x.css', 'text/css; charset=utf-8'],
    ['/x.json', 'application/json; charset=utf-8'],
    ['/x.webmanifest', 'application/manifest+json; charset=utf-8'],
    ['/x.svg', 'image/svg+xml; charset=utf-8'],
    ['/x.png', 'image/png'],
    ['/favicon.ico', 'image/x-icon'],
    ['/x.woff2', 'font/woff2'],
    ['/x.wasm', 'application/wasm'],
    ['/LICENSE', 'application/octet-stream'],
    ['/x.unknownext', 'application/octet-stream'],
  ])('%s is %s', (path, type) => expect(contentType(path)).toBe(type));
});

describe('cacheControl', () => {
  it.each([
    ['/assets/quire-client-3X2ZBS5V.js', true],
    ['/assets/routes/api/createSlice-5IKAKUY4.js', true],
    ['/assets/manifest-31eb600668.json', true],
    ['/assets/media/flow-1a2b3c4d.png', true],
    ['/assets/logo.png', false],
    ['/assets/usage-with-typescript.js', false],
    ['/quire-client-3X2ZBS5V.js', false],
    ['/index.html', false],
    ['/search-index/terms/0123456789abcdef0123.bin', true],
    ['/search-index/fragments/0123456789abcdef0123.bin', true],
    ['/search-index/index.json', false],
  ])('%s immutable: %s', (path, immutable) => {
    expect(cacheControl(path)).toBe(immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  });
});
