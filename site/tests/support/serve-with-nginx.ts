import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { freePort } from './serve-built-site.js';

/** What {@link serveWithNginx} serves, and how. */
export interface NginxSiteOptions {
  /** The built site folder. It is looked up on every request, so a build swapped into place is served at once. */
  root: string;
  /** The path to serve it under, with slashes at both ends: `/redux-toolkit/` or `/`. */
  baseUrl: string;
  /** Extra response headers for pages (not assets), such as the site's Content-Security-Policy. */
  pageHeaders?: Record<string, string>;
}

/** A running nginx. */
export interface NginxSite {
  /** Origin plus base URL, ending in `/`: `http://127.0.0.1:40123/redux-toolkit/`. */
  url: string;
  /** The nginx.conf the test wrote, for failure messages. */
  config: string;
  stop(): Promise<void>;
}

/** The nginx binary: `NGINX_PATH`, else Debian's (`apt-get install nginx`), which lives outside a non-root PATH. */
export function nginxBinary(): string {
  return process.env.NGINX_PATH ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
}

/**
 * The nginx.conf for one site: the README's deploy recipe, plus what a
 * throw-away, unprivileged instance needs (foreground, and its pid, logs and
 * temp files in `dir`). The MIME types are listed here rather than taken
 * from /etc/nginx/mime.types so the test does not depend on where a
 * distribution keeps that file.
 */
export function nginxConfig({ dir, port, baseUrl, pageHeaders = {} }: { dir: string; port: number; baseUrl: string; pageHeaders?: Record<string, string> }): string {
  const quote = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;
  const pageHeaderLines = Object.entries(pageHeaders).map(([name, value]) => `      add_header ${name} ${quote(value)} always;`);
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
${process.getuid?.() === 0 ? 'user root root; # workers must read the build in a 0700 temp folder' : ''}
events { worker_connections 128; }
http {
  types {
    text/html html; text/css css; application/javascript js mjs; application/json json;
    image/svg+xml svg; image/png png; image/jpeg jpg jpeg; image/gif gif; image/webp webp; image/x-icon ico;
    font/woff2 woff2; text/plain txt; application/xml xml;
  }
  default_type application/octet-stream;
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  gzip on;
  gzip_types text/css application/javascript application/json image/svg+xml application/xml text/plain;
  server {
    listen 127.0.0.1:${port};
    root ${dir}/www;
    # Unknown paths get the site's own 404 page, with status 404.
    error_page 404 ${baseUrl}404.html;
    location ${baseUrl} {
      # /x and /x/ are x/index.html.
      try_files $uri $uri/index.html =404;
      # Pages change with every deploy: revalidate each time.
      add_header Cache-Control "no-cache" always;
${pageHeaderLines.join('\n')}
    }
    location ${baseUrl}assets/ {
      # Content-hashed names: a URL never changes, so keep it for a year.
      try_files $uri =404;
      add_header Cache-Control "public, max-age=31536000, immutable" always;
    }
  }
}
`;
}

/**
 * Serves a built site from Debian's nginx on a free loopback port, under
 * `baseUrl`, with a config written to a temporary folder (the site is
 * linked into that folder's `www/` at the base URL's path). nginx runs as
 * a foreground child and is stopped by `stop()`.
 */
export async function serveWithNginx({ root, baseUrl, pageHeaders }: NginxSiteOptions): Promise<NginxSite> {
  const dir = await mkdtemp(join(tmpdir(), 'quire-nginx-'));
  await mkdir(join(dir, 'tmp'));
  const mount = join(dir, 'www', ...baseUrl.split('/').filter(Boolean));
  await mkdir(dirname(mount), { recursive: true });
  await symlink(root, mount, 'dir');
  const port = await freePort();
  const config = nginxConfig({ dir, port, baseUrl, pageHeaders });
  await writeFile(join(dir, 'nginx.conf'), config);
  const child: ChildProcess = spawn(nginxBinary(), ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.once('error', (error) => (output += String(error)));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const log = await readFile(join(dir, 'error.log'), 'utf8').catch(() => '');
      throw new Error(`nginx (${nginxBinary()}) exited with ${child.exitCode}:\n${output}\n${log}\nconfig:\n${config}`);
    }
    const up = await fetch(origin + baseUrl, { method: 'HEAD' }).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer on ${origin} in 15 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: origin + baseUrl,
    config,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM'); // nginx's fast shutdown; the master stops its worker
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
