import { existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { DEV_CLIENT_PATH, DEV_EVENTS_PATH } from '../../shared/dev-messages.js';
import { safeDecode } from '../../shared/safe-decode.js';
import type { ResolvedConfig } from '../config/resolved-config.js';
import { SiteFiles } from '../serve/find-site-file.js';
import { resolveRequestTarget } from '../serve/request-target.js';
import { createFileSender } from '../serve/send-file.js';
import { CLIENT_PREFIX } from './dev-client-bundle.js';
import { DevEvents } from './dev-events.js';
import type { DevLogger } from './dev-logger.js';
import { DevSite, type FileChange } from './dev-site.js';
import { MANIFEST_FILE, PAGE_MODULE_PREFIX, ROUTE_PREFIX, SIDEBAR_PREFIX } from './dev-paths.js';
import { DevWatcher, type WatchEvent } from './dev-watcher.js';
import { ProblemRegistry } from './problem-registry.js';

/** Options of {@link startDevServer}. */
export interface DevServerOptions {
  /** The site folder holding `quire.config.ts`. */
  siteDir: string;
  /** TCP port; 0 picks a free one. */
  port: number;
  /** Interface to bind, e.g. `127.0.0.1`. */
  host: string;
  /** Overrides the config's `baseUrl` (default: the config's). */
  baseUrl?: string;
  logger: DevLogger;
}

/** A running dev server. */
export interface DevServer {
  /** Where the site is served: origin plus base URL, ending in `/`. */
  readonly url: string;
  readonly port: number;
  /**
   * Milliseconds from the start of the process until the server was ready:
   * listening, with the config loaded. The docs are read right after, and a
   * request that comes sooner waits for them.
   */
  readonly readyMs: number;
  /** How many docs have been compiled so far: on demand, so fewer than the site has until every page was visited. */
  readonly compiledDocs: number;
  /** Resolves once the work the server does after answering (checking a served or saved page's links) is done. */
  settled(): Promise<void>;
  /** Stops watching and serving. */
  close(): Promise<void>;
}

const NO_STORE = 'no-store';
const JS = 'text/javascript; charset=utf-8';

/**
 * Starts `quire dev`: serves the site from its sources, compiling each page
 * when it is first asked for, and keeps the open pages in step with the
 * files: a saved markdown file re-renders its page in place (no reload, the
 * scroll stays); a config, sidebars, theme or static change reloads the
 * pages; problems show in an overlay and in the logger until fixed.
 *
 * It listens first and then loads the config, which is all it waits for
 * before it reports ready; the docs (their front matter: every route) are
 * read right after, and the markdown pipeline (on a worker, from the
 * start), the renderer and the browser bundle load in the background.
 *
 * @throws the listen error (`EADDRINUSE`…) when the port cannot be used.
 */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const { logger } = options;
  const events = new DevEvents();
  const problems = new ProblemRegistry(logger, (list) => events.send({ type: 'problems', problems: list }));
  const site = new DevSite({ siteDir: options.siteDir, baseUrl: options.baseUrl, logger, problems });
  const started = site.start();
  let themeInputs = new Set<string>();
  /** Settles once the watcher has scanned the site's folders; pages are greeted only then. */
  let markWatching!: () => void;
  const watching = new Promise<void>((done) => (markWatching = done));
  // The static folder and the docs' images are served as `quire serve` serves the built site (see
  // `createFileSender`), but never cached: a saved file must show on the next reload.
  const sendFile = createFileSender();
  let statics: SiteFiles | undefined;
  const staticFiles = (config: ResolvedConfig): SiteFiles => {
    if (statics?.root !== config.staticDir) statics = new SiteFiles(config.staticDir);
    return statics;
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      logger.info(`quire dev: ${req.url} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!res.headersSent) send(res, 500, 'text/plain; charset=utf-8', 'Internal error of the dev server; see its terminal.\n');
      else res.end();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('405 Method Not Allowed\n');
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    await started;
    const base = site.baseUrl;
    const raw = url.pathname;
    // Dev endpoints answer at the root and under the base URL alike.
    const dev = raw.startsWith('/__quire/') ? raw.slice(1) : raw.startsWith(`${base}__quire/`) ? raw.slice(base.length) : undefined;
    if (dev !== undefined) return devEndpoint(req, res, dev);

    const inside = insideBase(raw, base);
    if (inside === undefined) {
      if (raw === '/' || raw === base.slice(0, -1)) {
        res.writeHead(302, { Location: base, 'Cache-Control': NO_STORE });
        res.end();
        return;
      }
      send(res, 404, 'text/plain; charset=utf-8', `Not found: this dev server serves the site under ${base}\n`);
      return;
    }
    const path = safeDecode(inside);
    const image = path.startsWith('/assets/media/') ? site.docImage(path.slice(1)) : undefined;
    const imageStats = image === undefined ? undefined : statSync(image, { throwIfNoEntry: false });
    if (image && imageStats?.isFile()) return sendFile(req, res, { path: image, stats: imageStats }, { cacheControl: NO_STORE });
    const config = site.config;
    if (config && /\.[A-Za-z0-9]+$/.test(path) && !path.endsWith('.html')) {
      // The one gate between a URL and the disk that `quire serve` has too: no spelling of a path leaves the folder.
      const target = resolveRequestTarget(inside, '/');
      if (target.kind === 'bad-request') return send(res, 400, 'text/plain; charset=utf-8', '400 Bad Request\n');
      const file = target.kind === 'file' ? staticFiles(config).find(target.path) : undefined;
      if (file) return sendFile(req, res, file, { cacheControl: NO_STORE });
    }
    const page = await site.page(path);
    send(res, page.status, 'text/html; charset=utf-8', page.html, req.method === 'HEAD');
  }

  async function devEndpoint(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    if (`/${path}` === DEV_EVENTS_PATH) {
      // A page that is told `connected` may count on its files being watched.
      await watching;
      events.connect(req, res, { type: 'connected', serverId: site.serverId, version: site.version, problems: problems.list() });
      return;
    }
    if (`/${path}` === DEV_CLIENT_PATH) {
      const file = await site.devClient();
      return send(res, 200, file.contentType, file.contents);
    }
    if (path === MANIFEST_FILE) {
      const manifest = await site.clientManifest();
      return manifest ? send(res, 200, 'application/json; charset=utf-8', manifest) : notFound(res);
    }
    if (path.startsWith(ROUTE_PREFIX) && path.endsWith('.js')) {
      const module = await site.routeModule(safeDecode(path.slice(ROUTE_PREFIX.length, -3)));
      return module === undefined ? notFound(res) : send(res, 200, JS, module);
    }
    if (path.startsWith(SIDEBAR_PREFIX) && path.endsWith('.js')) {
      const module = await site.sidebarModule(safeDecode(path.slice(SIDEBAR_PREFIX.length, -3)));
      return module === undefined ? notFound(res) : send(res, 200, JS, module);
    }
    if (path.startsWith(PAGE_MODULE_PREFIX)) {
      const file = site.pageModuleFile(safeDecode(path.slice(PAGE_MODULE_PREFIX.length)));
      const stats = file === undefined ? undefined : statSync(file, { throwIfNoEntry: false });
      return file && stats?.isFile() ? sendFile(req, res, { path: file, stats }, { cacheControl: NO_STORE }) : notFound(res);
    }
    if (path.startsWith(CLIENT_PREFIX)) {
      const file = await site.clientFile(path.slice(CLIENT_PREFIX.length));
      return file ? send(res, 200, file.contentType, file.contents) : notFound(res);
    }
    notFound(res);
  }

  const watcher = new DevWatcher({
    ignoredDirs: () => (site.config ? [site.config.outDir] : []),
    onBatch: (batch) => react(batch),
    onError: (error) => logger.info(`quire dev: watching files failed: ${error instanceof Error ? error.message : String(error)}`),
  });

  async function react(batch: WatchEvent[]): Promise<void> {
    const since = performance.now();
    const changes: FileChange[] = [];
    for (const { event, file } of batch) {
      const kind = site.classify(file, themeInputs);
      if (kind) changes.push({ kind, event, file });
    }
    if (changes.length === 0) return;
    const reaction = await site.apply(changes);
    if (reaction.reload) {
      events.send({ type: 'reload', version: site.version, reason: reaction.reload });
      logger.info(`reload: ${reaction.reload} (${describe(changes)})`);
      // Not awaited: the theme's file list waits for the new bundle, and the next batch must not.
      void refreshTargets().catch((error: unknown) => logger.info(`quire dev: ${String(error)}`));
    } else if (reaction.updated.length > 0) {
      events.send({ type: 'update', version: site.version, paths: reaction.updated });
      logger.info(`updated ${reaction.updated.join(', ')} in ${Math.round(performance.now() - since)} ms`);
    }
  }

  /**
   * Watches what the current config names: the site folder, the docs, the
   * static folder, and the theme's sources, which are known once the
   * bundle that lists them is built (`then` runs when the folders are watched).
   */
  function refreshTargets(then: () => void = () => {}): Promise<void> {
    const siteDir = resolve(options.siteDir);
    const folders = () => [siteDir, ...(site.config ? [site.config.docsDir, site.config.staticDir].filter((dir) => existsSync(dir)) : [])];
    watcher.setTargets([...folders(), ...themeInputs]);
    then();
    return themeSources(site, siteDir).then((files) => {
      themeInputs = new Set(files);
      watcher.setTargets([...folders(), ...themeInputs]);
    });
  }

  try {
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(options.port, options.host, () => {
        server.off('error', fail);
        done();
      });
    });
  } catch (error) {
    await started.catch(() => {});
    await site.close();
    events.close();
    throw error;
  }
  await started;
  const readyMs = performance.now();
  site.warm();
  void refreshTargets(() => void watcher.ready().then(markWatching)).catch((error: unknown) => logger.info(`quire dev: ${String(error)}`));

  const { port } = server.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    url: `http://${host}:${port}${site.baseUrl}`,
    port,
    readyMs,
    get compiledDocs() {
      return site.compiledCount;
    },
    settled: () => site.settled(),
    async close() {
      await watcher.close();
      events.close();
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      await site.close();
    },
  } satisfies DevServer;
}

/** The theme's source files among the app bundle's inputs: those in the theme's package, or in the site folder (a local theme). */
async function themeSources(site: DevSite, siteDir: string): Promise<string[]> {
  const inputs = await site.themeInputs();
  const themeRoot = site.themeRoot();
  return inputs.filter((file) => file.startsWith(`${siteDir}/`) || (themeRoot !== undefined && file.startsWith(`${themeRoot}/`)));
}

/** The path below the base URL (`/docs/intro` under `/docs/` is `/intro`), or `undefined` outside it. */
function insideBase(pathname: string, base: string): string | undefined {
  if (base === '/') return pathname;
  return pathname.startsWith(base) ? pathname.slice(base.length - 1) : undefined;
}

function describe(changes: readonly FileChange[]): string {
  const names = [...new Set(changes.map((c) => c.file.slice(process.cwd().length + 1) || c.file))];
  return names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ');
}

function send(res: ServerResponse, status: number, type: string, body: string | Uint8Array, headOnly = false): void {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': NO_STORE });
  res.end(headOnly ? undefined : body);
}

function notFound(res: ServerResponse): void {
  send(res, 404, 'text/plain; charset=utf-8', 'Not found\n');
}
