import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer } from './static-server.js';

/** Long enough to be worth compressing (over 1 KiB). */
const guidePage = `<h1>guide</h1>${'<p>Some text about the guide.</p>'.repeat(80)}`;
const appJs = `console.log("app");${'export const x = 1;'.repeat(100)}`;

/** A built site as the engine writes it, plus files outside it (and hidden in it) that must never be served. */
const files: Record<string, string | Buffer> = {
  'site/index.html': '<h1>home</h1>',
  'site/404.html': '<h1>not found page</h1>',
  'site/guide/index.html': guidePage,
  'site/guide/deep/index.html': '<h1>deep</h1>',
  'site/assets/app-3F9A1C2B.js': appJs,
  'site/assets/quire-client-GJ2332ME.css': 'body{color:red}',
  'site/assets/manifest-31eb600668.json': '{"routes":{}}',
  'site/assets/media/flow-1a2b3c4d.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  'site/assets/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'site/img/favicon.ico': Buffer.from([0, 0, 1, 0]),
  'site/img/photo.webp': Buffer.from('RIFF'),
  'site/fonts/inter.woff2': Buffer.from('wOF2'),
  'site/sitemap.xml': '<urlset/>',
  'site/robots.txt': 'User-agent: *',
  'site/data/blob.bin': Buffer.from([1, 2, 3]),
  'site/.env': 'SECRET=top secret',
  'site/.well-known/security.txt': 'Contact: mailto:security@example.org',
  'secret.txt': 'top secret',
  'site-private/secret.txt': 'top secret',
};

let dir: string;
let root: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'quire-static-server-'));
  root = join(dir, 'site');
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  // A link inside the site that points out of it.
  symlinkSync(join(dir, 'secret.txt'), join(root, 'leak.txt'));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  text: string;
}

/**
 * Sends a request over a raw TCP socket, exactly as written: no client
 * between the test and the server to normalize `..`, re-encode escapes or
 * refuse odd bytes, as fetch() and http.request() do.
 */
function send(server: Server, method: string, target: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  const head = [`${method} ${target} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'latin1')));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const raw = Buffer.concat(chunks);
      const split = raw.indexOf('\r\n\r\n');
      const lines = raw.subarray(0, split).toString('latin1').split('\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(lines[0] ?? '')?.[1] ?? 0);
      const parsed: Record<string, string> = {};
      for (const line of lines.slice(1)) {
        const colon = line.indexOf(':');
        parsed[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      const body = split < 0 ? Buffer.alloc(0) : raw.subarray(split + 4);
      resolve({ status, headers: parsed, body, text: body.toString('utf8') });
    });
  });
}

function startServer(baseUrl: string, at = root): Promise<Server> {
  const server = createStaticServer({ root: at, baseUrl });
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

  it('serves index.html for / with no-cache and validators', async () => {
    const res = await send(server, 'GET', '/');
    expect(res.status).toBe(200);
    expect(res.text).toBe('<h1>home</h1>');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toMatch(/^"[^"]+"$/);
    expect(new Date(res.headers['last-modified']!).getTime()).toBeGreaterThan(0);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves a folder index with and without the trailing slash', async () => {
    for (const path of ['/guide', '/guide/', '/guide/deep', '/guide/deep/', '/guide/index.html', '/guide/?tab=js']) {
      const res = await send(server, 'GET', path);
      expect(res.status, path).toBe(200);
      expect(res.text, path).toBe(path.includes('deep') ? '<h1>deep</h1>' : guidePage);
    }
  });

  it('answers unknown paths with 404.html, status 404 and no validators', async () => {
    for (const path of ['/nope', '/guide/nope/', '/assets/missing-12345678.js', '/index.html/', '/guide/deep/index.html/x']) {
      const res = await send(server, 'GET', path);
      expect(res.status, path).toBe(404);
      expect(res.text, path).toBe('<h1>not found page</h1>');
      expect(res.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], path).toBe('no-cache');
      expect(res.headers.etag, path).toBeUndefined();
    }
  });

  it.each([
    ['/', 'text/html; charset=utf-8'],
    ['/assets/app-3F9A1C2B.js', 'text/javascript; charset=utf-8'],
    ['/assets/quire-client-GJ2332ME.css', 'text/css; charset=utf-8'],
    ['/assets/manifest-31eb600668.json', 'application/json; charset=utf-8'],
    ['/assets/media/flow-1a2b3c4d.png', 'image/png'],
    ['/assets/logo.svg', 'image/svg+xml; charset=utf-8'],
    ['/img/favicon.ico', 'image/x-icon'],
    ['/img/photo.webp', 'image/webp'],
    ['/fonts/inter.woff2', 'font/woff2'],
    ['/sitemap.xml', 'text/xml; charset=utf-8'],
    ['/robots.txt', 'text/plain; charset=utf-8'],
    ['/data/blob.bin', 'application/octet-stream'],
  ])('serves %s as %s', async (path, type) => {
    const res = await send(server, 'GET', path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(type);
  });

  it('caches hashed assets forever and everything else not without asking', async () => {
    for (const path of ['/assets/app-3F9A1C2B.js', '/assets/quire-client-GJ2332ME.css', '/assets/manifest-31eb600668.json', '/assets/media/flow-1a2b3c4d.png']) {
      expect((await send(server, 'GET', path)).headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
    }
    // Not hashed (a site's static/assets/ file), or not under /assets/.
    for (const path of ['/assets/logo.svg', '/sitemap.xml', '/img/favicon.ico', '/guide/']) {
      expect((await send(server, 'GET', path)).headers['cache-control'], path).toBe('no-cache');
    }
  });

  it('answers a matching If-None-Match or an unchanged If-Modified-Since with 304 and the same headers, no body', async () => {
    for (const path of ['/guide/', '/assets/app-3F9A1C2B.js']) {
      const first = await send(server, 'GET', path);
      const byEtag = await send(server, 'GET', path, { 'If-None-Match': first.headers.etag! });
      expect(byEtag.status, path).toBe(304);
      expect(byEtag.body.length, path).toBe(0);
      expect(byEtag.headers.etag, path).toBe(first.headers.etag);
      expect(byEtag.headers['cache-control'], path).toBe(first.headers['cache-control']);
      const byDate = await send(server, 'GET', path, { 'If-Modified-Since': first.headers['last-modified']! });
      expect(byDate.status, path).toBe(304);
      const stale = await send(server, 'GET', path, { 'If-None-Match': '"something-else"' });
      expect(stale.status, path).toBe(200);
      const older = await send(server, 'GET', path, { 'If-Modified-Since': 'Thu, 01 Jan 1970 00:00:00 GMT' });
      expect(older.status, path).toBe(200);
    }
  });

  it('compresses text with brotli or gzip as Accept-Encoding asks, q-values included', async () => {
    const plain = Buffer.from(guidePage);
    const cases: [string, string | undefined][] = [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['gzip, deflate, br', 'br'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['br;q=0, gzip;q=0', undefined],
      ['identity', undefined],
      ['*', 'br'],
      ['deflate', undefined],
    ];
    const etags = new Set<string>();
    for (const [accept, expected] of cases) {
      const res = await send(server, 'GET', '/guide/', { 'Accept-Encoding': accept });
      expect(res.status, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(expected);
      expect(res.headers.vary, accept).toBe('Accept-Encoding');
      expect(Number(res.headers['content-length']), accept).toBe(res.body.length);
      const decoded = expected === 'br' ? brotliDecompressSync(res.body) : expected === 'gzip' ? gunzipSync(res.body) : res.body;
      expect(decoded.equals(plain), accept).toBe(true);
      if (expected) expect(res.body.length, accept).toBeLessThan(plain.length / 4);
      etags.add(`${expected}=${res.headers.etag}`);
    }
    // One ETag per representation: br, gzip and the plain file each have their own.
    expect(new Set([...etags].map((e) => e.split('=')[1])).size).toBe(3);
  });

  it('revalidates a compressed representation by its own ETag', async () => {
    const br = await send(server, 'GET', '/assets/app-3F9A1C2B.js', { 'Accept-Encoding': 'br' });
    const again = await send(server, 'GET', '/assets/app-3F9A1C2B.js', { 'Accept-Encoding': 'br', 'If-None-Match': br.headers.etag! });
    expect(again.status).toBe(304);
    const asGzip = await send(server, 'GET', '/assets/app-3F9A1C2B.js', { 'Accept-Encoding': 'gzip', 'If-None-Match': br.headers.etag! });
    expect(asGzip.status).toBe(200);
    expect(asGzip.headers['content-encoding']).toBe('gzip');
  });

  it('leaves small files, images and fonts uncompressed and without Vary', async () => {
    for (const path of ['/', '/assets/media/flow-1a2b3c4d.png', '/fonts/inter.woff2']) {
      const res = await send(server, 'GET', path, { 'Accept-Encoding': 'br, gzip' });
      expect(res.headers['content-encoding'], path).toBeUndefined();
      expect(res.headers.vary, path).toBeUndefined();
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    for (const accept of ['', 'br']) {
      const get = await send(server, 'GET', '/guide/', { 'Accept-Encoding': accept });
      const head = await send(server, 'HEAD', '/guide/', { 'Accept-Encoding': accept });
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      for (const name of ['content-length', 'content-type', 'content-encoding', 'etag', 'cache-control']) {
        expect(head.headers[name], `${name} (${accept})`).toBe(get.headers[name]);
      }
    }
    const missing = await send(server, 'HEAD', '/nope');
    expect(missing.status).toBe(404);
    expect(missing.body.length).toBe(0);
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'CONNECT'])('refuses %s with 405 and Allow: GET, HEAD', async (method) => {
    const target = method === 'CONNECT' ? '127.0.0.1:80' : '/';
    const res = await send(server, method, target);
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });

  it('never serves dotfiles, except under /.well-known/', async () => {
    expect((await send(server, 'GET', '/.env')).status).toBe(404);
    expect((await send(server, 'GET', '/%2eenv')).status).toBe(404);
    expect((await send(server, 'GET', '/.well-known/security.txt')).status).toBe(200);
  });

  it('does not follow a symbolic link out of the site', async () => {
    const res = await send(server, 'GET', '/leak.txt');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('top secret');
  });

  /** Every spelling of "one folder up" a client can send; none may reach a file outside the site. */
  const TRAVERSALS = [
    // Plain, and past the root.
    '/../secret.txt',
    '/../../../../../../secret.txt',
    '/assets/../../secret.txt',
    '/guide/deep/../../../secret.txt',
    '//../secret.txt',
    '/./../secret.txt',
    '/../site-private/secret.txt',
    // Percent-encoded dots and slashes, in either case, alone or mixed.
    '/%2e%2e/secret.txt',
    '/%2E%2E/secret.txt',
    '/.%2e/secret.txt',
    '/%2e./secret.txt',
    '/..%2fsecret.txt',
    '/..%2Fsecret.txt',
    '/%2e%2e%2fsecret.txt',
    '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/%2e%2e%2f%2e%2e%2fsite-private%2fsecret.txt',
    // Double encoding: decoded once, it is a file literally named `%2e%2e`.
    '/%252e%252e/secret.txt',
    '/%252e%252e%252fsecret.txt',
    '/..%252fsecret.txt',
    // Backslashes, raw and encoded.
    '/..\\secret.txt',
    '/\\..\\secret.txt',
    '/assets\\..\\..\\secret.txt',
    '/%5c..%5csecret.txt',
    '/..%5csecret.txt',
    '/..%5C..%5Csecret.txt',
    // NUL bytes, encoded.
    '/secret.txt%00.html',
    '/../secret.txt%00',
    '/%00../secret.txt',
    // Overlong UTF-8 for `.`, `/` and `\`.
    '/%c0%ae%c0%ae/secret.txt',
    '/%c0%2e%c0%2e/secret.txt',
    '/..%c0%afsecret.txt',
    '/%c0%ae%c0%ae%c0%afsecret.txt',
    '/%e0%80%ae%e0%80%ae/secret.txt',
    '/%f0%80%80%ae%f0%80%80%ae/secret.txt',
    '/..%c1%9csecret.txt',
    // Look-alike dots (fullwidth, one-dot leader).
    '/%ef%bc%8e%ef%bc%8e/secret.txt',
    '/%e2%80%a4%e2%80%a4/secret.txt',
    // Absolute form, as proxies send it.
    'http://127.0.0.1/../secret.txt',
    'http://127.0.0.1/%2e%2e/secret.txt',
  ];

  it.each(TRAVERSALS)('keeps %s inside the site folder', async (target) => {
    const res = await send(server, 'GET', target);
    expect([400, 404]).toContain(res.status);
    expect(res.text).not.toContain('top secret');
  });

  it('refuses a raw NUL byte or a malformed escape with 400', async () => {
    for (const target of ['/secret.txt\0.html', '/%E0%A4%A', '/%', '/%zz']) {
      const res = await send(server, 'GET', target);
      expect(res.status, JSON.stringify(target)).toBe(400);
      expect(res.text).not.toContain('top secret');
    }
  });

  it('still resolves `..` that stays inside the site', async () => {
    const inside = await send(server, 'GET', '/assets/../guide/');
    expect(inside.status).toBe(200);
    expect(inside.text).toBe(guidePage);
    expect((await send(server, 'GET', '/assets/%2e%2e/guide/')).text).toBe(guidePage);
  });
});

describe('createStaticServer under a base URL', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer('/redux-toolkit/');
  });
  afterAll(() => stopServer(server));

  it('serves the site under the base URL', async () => {
    expect((await send(server, 'GET', '/redux-toolkit/')).text).toBe('<h1>home</h1>');
    expect((await send(server, 'GET', '/redux-toolkit/guide')).text).toBe(guidePage);
    const asset = await send(server, 'GET', '/redux-toolkit/assets/app-3F9A1C2B.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('redirects the base URL without its slash, keeping the query', async () => {
    const res = await send(server, 'GET', '/redux-toolkit?x=1');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/redux-toolkit/?x=1');
  });

  it('answers paths outside the base URL with the 404 page', async () => {
    for (const path of ['/', '/guide/', '/redux-toolkitx/', '/redux-toolkit/../guide/', '/redux-toolkit/%2e%2e/guide/']) {
      const res = await send(server, 'GET', path);
      expect(res.status, path).toBe(404);
      expect(res.text, path).toBe('<h1>not found page</h1>');
    }
  });
});

describe('createStaticServer while the site is rebuilt', () => {
  it('serves the new file, its new ETag, a swapped-in folder and a removed page on the next request', async () => {
    const site = join(dir, 'rebuilt');
    mkdirSync(site, { recursive: true });
    writeFileSync(join(site, 'index.html'), `<h1>first</h1>${'x'.repeat(2000)}`);
    const server = await startServer('/', site);
    try {
      const first = await send(server, 'GET', '/', { 'Accept-Encoding': 'br' });
      writeFileSync(join(site, 'index.html'), `<h1>second build</h1>${'y'.repeat(3000)}`);
      const second = await send(server, 'GET', '/', { 'Accept-Encoding': 'br', 'If-None-Match': first.headers.etag! });
      expect(second.status).toBe(200);
      expect(brotliDecompressSync(second.body).toString()).toMatch(/^<h1>second build<\/h1>/);
      expect(second.headers.etag).not.toBe(first.headers.etag);

      // A build swaps in a whole new folder: new files (new inodes) under the same paths.
      renameSync(site, `${site}-old`);
      mkdirSync(join(site, 'guide'), { recursive: true });
      writeFileSync(join(site, 'index.html'), '<h1>third</h1>');
      writeFileSync(join(site, 'guide', 'index.html'), '<h1>new page</h1>');
      expect((await send(server, 'GET', '/')).text).toBe('<h1>third</h1>');
      expect((await send(server, 'GET', '/guide')).text).toBe('<h1>new page</h1>');
      // And a page the next build no longer has.
      rmSync(join(site, 'guide'), { recursive: true });
      expect((await send(server, 'GET', '/guide')).status).toBe(404);
    } finally {
      await stopServer(server);
    }
  });
});

describe('createStaticServer with a large file', () => {
  it('streams it whole, uncompressed, with validators', async () => {
    const site = join(dir, 'large');
    mkdirSync(site, { recursive: true });
    const big = Buffer.alloc(5 * 1024 * 1024, 'a');
    writeFileSync(join(site, 'big.txt'), big);
    const server = await startServer('/', site);
    try {
      const res = await send(server, 'GET', '/big.txt', { 'Accept-Encoding': 'br' });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.equals(big)).toBe(true);
      expect((await send(server, 'GET', '/big.txt', { 'If-None-Match': res.headers.etag! })).status).toBe(304);
    } finally {
      await stopServer(server);
    }
  });
});

describe('createStaticServer without a 404.html', () => {
  it('answers unknown paths with a plain 404', async () => {
    const bare = join(dir, 'bare');
    mkdirSync(bare, { recursive: true });
    writeFileSync(join(bare, 'index.html'), 'bare');
    const server = await startServer('', bare);
    try {
      const res = await send(server, 'GET', '/nope');
      expect(res.status).toBe(404);
      expect(res.text).toBe('404 Not Found\n');
    } finally {
      await stopServer(server);
    }
  });
});
