import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstPaintScript } from '../render/inline-scripts.js';
import { baseUrlBannerScript } from '../render/base-url-banner-script.js';
import { gtagStubScript } from '../render/gtag-head-tags.js';
import { scriptHash } from '../security/content-security-policy.js';
import { headersFile, writeHeadersFile } from './headers-file.js';
import type { ResolvedConfig } from '../config/resolved-config.js';

const config = { baseUrl: '/redux-toolkit/', baseUrlIssueBanner: true, analytics: { trackingId: 'G-TEST1' }, search: {} };

/** The header lines under a path rule of a `_headers` file. */
function rule(text: string, path: string): string[] {
  const lines = text.split('\n');
  const start = lines.indexOf(path);
  expect(start, `no rule for ${path}`).toBeGreaterThanOrEqual(0);
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => !line.startsWith('  '));
  return rest.slice(0, end).map((line) => line.trim());
}

describe('headersFile', () => {
  it('gives every page under the base URL a CSP with the hash of each inline script the pages carry', () => {
    const pages = rule(headersFile(config), '/redux-toolkit/*');
    const csp = pages.find((line) => line.startsWith('Content-Security-Policy: '))!;
    for (const script of [firstPaintScript(), baseUrlBannerScript('/redux-toolkit/'), gtagStubScript('G-TEST1')]) {
      expect(csp).toContain(scriptHash(script));
    }
    expect(pages).toContain('X-Content-Type-Options: nosniff');
  });

  it('hashes only the scripts the settings put in pages', () => {
    const csp = headersFile({ baseUrl: '/', baseUrlIssueBanner: false, analytics: {}, search: {} });
    expect(csp).toContain(scriptHash(firstPaintScript()));
    expect(csp).not.toContain(scriptHash(baseUrlBannerScript('/')));
    expect(csp).not.toContain('googletagmanager');
    expect(csp.match(/'sha256-/g)).toHaveLength(1);
  });

  it('allows no WebAssembly and no other origin for the built-in search, and lets DocSearch reach Algolia or the hosts configured', () => {
    const builtIn = headersFile(config);
    expect(builtIn).not.toContain('wasm-unsafe-eval');
    expect(builtIn).toMatch(/connect-src 'self' https:\/\/\*\.google-analytics\.com/);
    expect(builtIn).not.toContain('algolia');
    const docsearch = { appId: 'APP', apiKey: 'key', indexName: 'docs' };
    const algolia = headersFile({ ...config, search: { docsearch } });
    expect(algolia).not.toContain('wasm-unsafe-eval');
    expect(algolia).toMatch(/connect-src 'self' https:\/\/\*\.algolia\.net https:\/\/\*\.algolianet\.com/);
    const proxied = headersFile({ ...config, search: { docsearch: { ...docsearch, hosts: ['https://search.example.org'] } } });
    expect(proxied).toMatch(/connect-src 'self' https:\/\/search\.example\.org[ ;]/);
    expect(proxied).not.toContain('algolia');
  });

  it('caches the hashed assets forever', () => {
    expect(rule(headersFile(config), '/redux-toolkit/assets/*')).toEqual(['Cache-Control: public, max-age=31536000, immutable']);
  });

  it("caches the search index's hashed files forever and revalidates its root, without DocSearch only", () => {
    const text = headersFile(config);
    for (const folder of ['terms', 'pages', 'fragments']) expect(rule(text, `/redux-toolkit/search-index/${folder}/*`)).toEqual(['Cache-Control: public, max-age=31536000, immutable']);
    expect(rule(text, '/redux-toolkit/search-index/index.json')).toEqual(['Cache-Control: no-cache']);
    expect(headersFile({ ...config, search: { docsearch: { appId: 'A', apiKey: 'k', indexName: 'i' } } })).not.toContain('search-index');
  });

  it('has the route manifest, whose name every build reuses, revalidated', () => {
    expect(rule(headersFile(config), '/redux-toolkit/route-manifest.json')).toEqual(['Cache-Control: no-cache']);
  });
});

describe('writeHeadersFile', () => {
  it('writes _headers, but keeps one the site put in its static folder', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'quire-headers-'));
    try {
      await writeHeadersFile(config as ResolvedConfig, dir);
      expect(await readFile(join(dir, '_headers'), 'utf8')).toBe(headersFile(config));
      await writeFile(join(dir, '_headers'), '/*\n  X-Mine: yes\n');
      await writeHeadersFile(config as ResolvedConfig, dir);
      expect(await readFile(join(dir, '_headers'), 'utf8')).toBe('/*\n  X-Mine: yes\n');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
