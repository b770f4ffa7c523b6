/**
 * `quire dev`: serve the site from its sources with live updates, until
 * interrupted. The engine's dev server does the work; this prints what it
 * reports and turns a failure to start into an exit code.
 */
import { existsSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { styleText } from 'node:util';
import type { DevLogger, Diagnostic } from '@quire/engine/dev';
import { describeListenError } from '../describe-listen-error.js';

/** Flags of `quire dev`, already parsed and typed. */
export interface DevCommandOptions {
  /** The site folder holding `quire.config.ts`. */
  siteDir: string;
  /** `--port`: TCP port (default 3000; 0 picks a free one). */
  port: number;
  /** `--host`: interface to bind (default 127.0.0.1). */
  host: string;
  /** `--base-url`: path to serve the site under (default: the config's `baseUrl`). */
  baseUrl?: string;
}

/**
 * Run the dev server until SIGINT or SIGTERM.
 * @returns the process exit code: 0 after a clean stop, 1 if the server could not start.
 */
export async function devCommand(options: DevCommandOptions): Promise<number> {
  // React's production build for server rendering, as `quire build` renders: several times faster, and
  // the page hydrates with the production build the dev server bundles for the browser.
  process.env.NODE_ENV ??= 'production';
  let dev: typeof import('@quire/engine/dev');
  try {
    // Only the dev server's entry: the build's modules (and the markdown pipeline) load later, or in a worker.
    dev = await import('@quire/engine/dev');
  } catch (error) {
    console.error(paint('red', `Could not load @quire/engine: ${error instanceof Error ? error.message : String(error)}`, process.stderr));
    console.error('Is it built? In the Quire repository, run `npm run build` first.');
    return 1;
  }

  // A folder that is not a site is a mistake in the command, not something to fix while it runs.
  const siteDir = resolve(options.siteDir);
  if (!existsSync(siteDir) || !statSync(siteDir).isDirectory()) {
    console.error(`The site folder ${siteDir} does not exist. Pass the folder that holds quire.config.ts, or run Quire from inside it.`);
    return 1;
  }
  if (!dev.CONFIG_FILE_NAMES.some((name) => existsSync(join(siteDir, name)))) {
    console.error(`No quire.config.ts in ${siteDir}. Pass the folder that holds it, or create it: export default defineConfig({ title: 'My docs', url: 'https://example.com' }).`);
    return 1;
  }

  const line = (d: Diagnostic) => dev.formatDiagnostic(d.file && isAbsolute(d.file) ? { ...d, file: relative(process.cwd(), d.file) } : d);
  const logger: DevLogger = {
    info: (message) => console.log(paint('dim', message, process.stdout)),
    problem: (d) =>
      d.severity === 'error'
        ? console.error(`${paint('red', 'error', process.stderr)}  ${line(d)}`)
        : console.log(`${paint('yellow', 'warning', process.stdout)}  ${line(d)}`),
    resolved: (d) => console.log(`${paint('green', 'fixed', process.stdout)}  ${line({ ...d, hint: undefined })}`),
  };

  let server: Awaited<ReturnType<typeof dev.startDevServer>>;
  try {
    server = await dev.startDevServer({ siteDir: options.siteDir, port: options.port, host: options.host, baseUrl: options.baseUrl, logger });
  } catch (error) {
    console.error(describeListenError(error, options, 'the dev server'));
    return 1;
  }
  // Handlers first, as in `quire serve`: a Ctrl+C sent as soon as the ready line is read must close the server cleanly.
  const stopped = new Promise<number>((done) => {
    const stop = (): void => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      void server.close().then(() => done(0));
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  console.log(`${paint('green', 'Quire dev server', process.stdout)} ready in ${Math.round(server.readyMs)} ms at ${server.url}`);
  console.log('Pages compile when first opened; saved files update the open pages. Press Ctrl+C to stop.');
  return stopped;
}

/** Color only for people: not in pipes, logs and CI files, and never when NO_COLOR is set. */
function paint(style: 'dim' | 'yellow' | 'red' | 'green', text: string, stream: NodeJS.WriteStream): string {
  return stream.isTTY && !process.env.NO_COLOR ? styleText(style, text) : text;
}
