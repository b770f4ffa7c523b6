import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer } from './static-server.js';

/** A built site as the engine writes it, plus a file outside it that must never be served. */
const files: Record<string, string | Buffer> = {
  'site/index.html': '<h1>home</h1>',
  'site/404.html': '<h1>not found page</h1>',
  'site/guide/index.html': '<h1>guide</h1>',
  'site/guide/deep/index.html': '<h1>deep</h1>',
  'site/assets/app-3f9a1c.js': 'console.log("app")',
  'site/assets/app-3f9a1c.js.gz': gzipSync('console.log("app")'),
  'site/sitemap.xml': '<urlset/>',
  'secret.txt': 'top secret',
};

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'quire-static-server-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * Raw requests rather than fetch(): fetch normalizes `..` away before sending,
 * and the traversal tests need the server to see it.
 */
function send(server: Server, method: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

function startServer(baseUrl: string): Promise<Server> {
  const server = createStaticServer({ root: join(dir, 'site'), baseUrl });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function stopServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

describe('createStaticServer at the root', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer('/');
  });
  afterAll(() => stopServer(server));

  it('serves index.html for / with no-cache', async () => {
    const res = await send(server, 'GET', '/');
    expect(res.status).toBe(200);
    expect(res.body).toBe('<h1>home</h1>');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeDefined();
  });

  it('serves a folder index with and without the trailing slash', async () => {
    for (const path of ['/guide', '/guide/', '/guide/deep', '/guide/deep/']) {
      const res = await send(server, 'GET', path);
      expect(res.status, path).toBe(200);
      expect(res.body, path).toBe(path.includes('deep') ? '<h1>deep</h1>' : '<h1>guide</h1>');
    }
  });

  it('serves /x/index.html as is', async () => {
    const res = await send(server, 'GET', '/guide/index.html');
    expect(res.status).toBe(200);
    expect(res.body).toBe('<h1>guide</h1>');
  });

  it('answers unknown paths with 404.html and status 404', async () => {
    for (const path of ['/nope', '/guide/nope/', '/assets/missing-123.js']) {
      const res = await send(server, 'GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toBe('<h1>not found page</h1>');
      expect(res.headers['content-type'], path).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], path).toBe('no-cache');
    }
  });

  it('caches hashed assets forever and other files not at all', async () => {
    const asset = await send(server, 'GET', '/assets/app-3f9a1c.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const sitemap = await send(server, 'GET', '/sitemap.xml');
    expect(sitemap.headers['cache-control']).toBe('no-cache');
  });

  it('answers a matching ETag with 304, keeping the cache header', async () => {
    const first = await send(server, 'GET', '/assets/app-3f9a1c.js');
    const second = await send(server, 'GET', '/assets/app-3f9a1c.js', { 'If-None-Match': String(first.headers.etag) });
    expect(second.status).toBe(304);
    expect(second.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves a precompressed file when the client accepts it', async () => {
    const res = await send(server, 'GET', '/assets/app-3f9a1c.js', { 'Accept-Encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toBe('Accept-Encoding');
  });

  it('answers HEAD with headers and no body', async () => {
    const ok = await send(server, 'HEAD', '/guide/');
    expect(ok.status).toBe(200);
    expect(ok.headers['content-length']).toBe(String('<h1>guide</h1>'.length));
    expect(ok.body).toBe('');
    const missing = await send(server, 'HEAD', '/nope');
    expect(missing.status).toBe(404);
    expect(missing.body).toBe('');
  });

  it('refuses methods other than GET and HEAD with 405 and Allow', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const res = await send(server, method, '/');
      expect(res.status, method).toBe(405);
      expect(res.headers.allow, method).toBe('GET, HEAD');
    }
  });

  it('keeps `..` inside the site folder, encoded or not', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/assets/..%2F..%2Fsecret.txt', '//../secret.txt']) {
      const res = await send(server, 'GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).not.toContain('top secret');
    }
    const inside = await send(server, 'GET', '/assets/../guide/');
    expect(inside.body).toBe('<h1>guide</h1>');
  });

  it('answers a malformed escape with 400', async () => {
    const res = await send(server, 'GET', '/%E0%A4%A');
    expect(res.status).toBe(400);
  });
});

describe('createStaticServer under a base URL', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer('/redux-toolkit/');
  });
  afterAll(() => stopServer(server));

  it('serves the site under the base URL', async () => {
    expect((await send(server, 'GET', '/redux-toolkit/')).body).toBe('<h1>home</h1>');
    expect((await send(server, 'GET', '/redux-toolkit/guide')).body).toBe('<h1>guide</h1>');
    const asset = await send(server, 'GET', '/redux-toolkit/assets/app-3f9a1c.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('redirects the base URL without its slash, keeping the query', async () => {
    const res = await send(server, 'GET', '/redux-toolkit?x=1');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/redux-toolkit/?x=1');
  });

  it('answers paths outside the base URL with the 404 page', async () => {
    for (const path of ['/', '/guide/', '/redux-toolkitx/', '/redux-toolkit/../guide/']) {
      const res = await send(server, 'GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toBe('<h1>not found page</h1>');
    }
  });
});

describe('createStaticServer without a 404.html', () => {
  it('answers unknown paths with a plain 404', async () => {
    const bare = join(dir, 'bare');
    mkdirSync(bare, { recursive: true });
    writeFileSync(join(bare, 'index.html'), 'bare');
    const server = createStaticServer({ root: bare, baseUrl: '' });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    try {
      const res = await send(server, 'GET', '/nope');
      expect(res.status).toBe(404);
      expect(res.body).toContain('404');
    } finally {
      await stopServer(server);
    }
  });
});
