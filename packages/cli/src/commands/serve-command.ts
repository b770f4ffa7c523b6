/**
 * `quire serve`: serve an already built site on localhost, as the static host
 * will, until interrupted. It does not build; run `quire build` first.
 */
import { existsSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, relative, resolve } from 'node:path';
import { createStaticServer, normalizeBaseUrl } from '@quire/engine/serve';
import { describeListenError } from '../describe-listen-error.js';

/** Flags of `quire serve`, already parsed and typed. */
export interface ServeCommandOptions {
  /** The site folder holding `quire.config.ts`; read for its `outDir` and `baseUrl`. */
  siteDir: string;
  /** `--dir`: the built folder to serve (default: the config's `outDir`, else `<siteDir>/build`). */
  dir?: string;
  /** `--base-url`: path to serve the site under (default: the config's `baseUrl`, else `/`). */
  baseUrl?: string;
  /** `--port`: TCP port (default 3000; 0 picks a free one). */
  port: number;
  /** `--host`: interface to bind (default 127.0.0.1, this machine only; `0.0.0.0` shares it on the network). */
  host: string;
}

/**
 * Serve the built site until SIGINT or SIGTERM.
 * @returns the process exit code: 0 after a clean stop, 1 if the server could not start.
 */
export async function serveCommand(options: ServeCommandOptions): Promise<number> {
  const site = await readSiteSettings(options.siteDir);
  const root = resolve(options.dir ?? site.outDir);
  const baseUrl = options.baseUrl ?? site.baseUrl;
  if (site.problem && options.dir === undefined) {
    console.log(`note: could not read the config of ${options.siteDir} (${site.problem}); serving ${display(root)} at /.`);
  }

  if (!existsSync(join(root, 'index.html')) && !existsSync(join(root, '404.html'))) {
    const what = existsSync(root) && statSync(root).isDirectory() ? 'holds no built site' : 'does not exist';
    console.error(`${display(root)} ${what}. Run \`quire build ${options.siteDir}\` first, or point --dir at a built site.`);
    return 1;
  }

  const server = createStaticServer({ root, baseUrl });
  try {
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(options.port, options.host, () => {
        server.off('error', fail);
        done();
      });
    });
  } catch (error) {
    console.error(describeListenError(error, options));
    return 1;
  }

  const { port } = server.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  // The handlers go in before the lines that invite Ctrl+C: a signal sent as
  // soon as they are read must stop the server, not kill the process.
  const stopped = new Promise<number>((done) => {
    const stop = (): void => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      // Open keep-alive connections would otherwise hold the process for seconds.
      server.closeAllConnections();
      server.close(() => done(0));
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  console.log(`Serving ${display(root)} at http://${host}:${port}${normalizeBaseUrl(baseUrl)}`);
  console.log('Press Ctrl+C to stop.');
  return stopped;
}

interface SiteSettings {
  outDir: string;
  baseUrl: string;
  /** Why the config could not be read, when it could not; the defaults are used then. */
  problem?: string;
}

async function readSiteSettings(siteDir: string): Promise<SiteSettings> {
  const fallback = { outDir: join(siteDir, 'build'), baseUrl: '/' };
  try {
    // Loaded on demand: serving a folder should not fail (or slow down) because of the engine.
    const { loadConfig } = await import('@quire/engine');
    const { config } = await loadConfig(siteDir);
    return { outDir: config.outDir, baseUrl: config.baseUrl };
  } catch (error) {
    return { ...fallback, problem: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  }
}

function display(path: string): string {
  return relative(process.cwd(), path) || '.';
}
