import { extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { lookup } from 'mrmime';
import { DEV_CLIENT_PATH } from '../../shared/dev-messages.js';
import type { SiteData } from '../../shared/types.js';
import type { Diagnostic } from '../diagnostic.js';
import type { ResolvedTheme } from '../theme/resolve-theme.js';
import { themeEntryCode } from '../bundle/theme-entry-code.js';

/** A file of an in-memory build, ready to send. */
export interface BundledFile {
  contents: Uint8Array;
  contentType: string;
}

/** One build of the app's browser code. */
export interface ClientBuild {
  /** Output files by path relative to `/__quire/client/`: `quire-client.js`, `quire-client.css`, `chunks/…`. */
  files: Map<string, BundledFile>;
  /** Absolute paths of the source files it was made from, outside `node_modules`: the theme, for the watcher. */
  inputs: string[];
  /** Why it failed, when it did (the files are then empty). */
  errors: Diagnostic[];
}

/** Where the client bundle's files are served, under the base URL. */
export const CLIENT_PREFIX = '__quire/client/';
/** The app's entry script and stylesheet, relative to the base URL. Not hashed: the dev server never lets them be cached. */
export const CLIENT_SCRIPT = `${CLIENT_PREFIX}quire-client.js`;
export const CLIENT_STYLESHEET = `${CLIENT_PREFIX}quire-client.css`;

const SITE_MODULE = 'quire-dev:site';
/** The folder esbuild names outputs after; nothing is written there. */
const OUT_DIR = '.quire-dev-client';
const ENTRY_MODULE = 'quire-dev:entry';

/**
 * The browser code of `quire dev`, built by esbuild into memory: the app
 * (runtime, theme and its CSS, React, the site
 * data) as one incremental esbuild context, rebuilt when the theme or the
 * config changes; and the standalone dev client (overlay and event stream).
 * Unlike the build's bundle there is one entry and no route chunks: the dev
 * server answers route modules itself, from the docs as they are now.
 */
export class DevClientBundle {
  #site: SiteData;
  readonly #siteDir: string;
  /** The site's replacement components and stylesheets: watched even while the bundle fails, so fixing one rebuilds it. */
  readonly #overrideFiles: string[];
  readonly #context: Promise<esbuild.BuildContext<{ write: false; metafile: true }>>;
  #build: Promise<ClientBuild>;

  /**
   * Starts the first build right away.
   * @param siteDir the site folder, which esbuild resolves from.
   */
  constructor(theme: ResolvedTheme, site: SiteData, siteDir: string) {
    this.#site = site;
    this.#siteDir = siteDir;
    this.#overrideFiles = [...Object.values(theme.overrides?.components ?? {}), ...(theme.overrides?.customCss ?? [])];
    this.#context = esbuild.context({
      entryPoints: { 'quire-client': ENTRY_MODULE },
      absWorkingDir: siteDir,
      // Nothing is written; esbuild still wants a folder to name the outputs by.
      outdir: join(siteDir, OUT_DIR),
      entryNames: '[name]',
      chunkNames: 'chunks/[name]-[hash]',
      assetNames: 'media/[name]-[hash]',
      publicPath: site.baseUrl + CLIENT_PREFIX,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      jsx: 'automatic',
      sourcemap: 'linked',
      write: false,
      metafile: true,
      logLevel: 'silent',
      // React's production build, as in the built site: its development build re-renders a long doc
      // page at a few times the cost (twice over, in StrictMode), which the 150 ms from save to screen
      // cannot afford. Hydration errors are still reported, if in short form.
      define: { 'process.env.NODE_ENV': '"production"' },
      loader: { '.svg': 'file', '.png': 'file', '.jpg': 'file', '.woff2': 'file', '.woff': 'file' },
      plugins: [this.#modules(theme)],
    });
    this.#build = this.#run();
  }

  /** The latest build (waits for one under way). */
  get current(): Promise<ClientBuild> {
    return this.#build;
  }

  /** Builds again with new site data (the config changed). */
  setSite(site: SiteData): Promise<ClientBuild> {
    this.#site = site;
    return this.rebuild();
  }

  /**
   * Builds again, reading changed files (the theme changed). Starts after
   * the build under way: esbuild answers a rebuild asked for during one
   * with that build's result, which may have read a file before it was saved.
   */
  rebuild(): Promise<ClientBuild> {
    const run = () => this.#run();
    this.#build = this.#build.then(run, run);
    return this.#build;
  }

  /** Stops esbuild's incremental context, abandoning a build under way. */
  async dispose(): Promise<void> {
    const context = await this.#context;
    await context.cancel();
    await context.dispose();
  }

  async #run(): Promise<ClientBuild> {
    const context = await this.#context;
    try {
      const result = await context.rebuild();
      const outdir = join(this.#siteDir, OUT_DIR);
      const files = new Map<string, BundledFile>();
      for (const file of result.outputFiles) {
        const name = relative(outdir, file.path).split(sep).join('/');
        files.set(name, { contents: file.contents, contentType: contentType(name) });
      }
      return { files, inputs: [...new Set([...sourceInputs(result.metafile, this.#siteDir), ...this.#overrideFiles])], errors: [] };
    } catch (error) {
      const failure = error as esbuild.BuildFailure;
      if (!Array.isArray(failure.errors)) throw error;
      return { files: new Map(), inputs: this.#overrideFiles, errors: failure.errors.map(toDiagnostic) };
    }
  }

  /** The generated modules: the entry, and the site data it boots with. */
  #modules(theme: ResolvedTheme): esbuild.Plugin {
    return {
      name: 'quire-dev-modules',
      setup: (build) => {
        build.onResolve({ filter: /^quire-dev:/ }, (args) => ({ path: args.path, namespace: 'quire-dev' }));
        // The dev client is loaded by its own script tag too: one URL, one module instance in the page.
        build.onResolve({ filter: /^\/__quire\// }, (args) => ({ path: args.path, external: true }));
        build.onLoad({ filter: /.*/, namespace: 'quire-dev' }, (args) => {
          if (args.path === SITE_MODULE) return { contents: `export default ${JSON.stringify(this.#site)};`, loader: 'js' };
          const json = JSON.stringify;
          // The build's entry (theme, the site's replacements and stylesheets), booted with the dev client.
          const entry = themeEntryCode(theme, 'named');
          return {
            loader: 'js',
            resolveDir: build.initialOptions.absWorkingDir,
            contents: [
              `import site from ${json(SITE_MODULE)};`,
              ...entry.imports,
              `import { boot } from ${json(theme.engineClient)};`,
              `import { live } from ${json(DEV_CLIENT_PATH)};`,
              `void boot({ site, components: ${entry.components}, live });`,
            ].join('\n'),
          };
        });
      },
    };
  }
}

/**
 * The standalone dev client, served at `/__quire/dev-client.js`: built from
 * the engine alone, so that it works even when the site's config never
 * loaded and the app's bundle cannot be made.
 */
export async function buildDevClient(): Promise<BundledFile> {
  const result = await esbuild.build({
    entryPoints: [devClientEntry()],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  return { contents: result.outputFiles[0]!.contents, contentType: 'text/javascript; charset=utf-8' };
}

/** The dev client's entry module, beside this file's compiled (or, in tests, source) tree. */
function devClientEntry(): string {
  // Bundled (dist/bundle/dev.js), this module is no longer in its tree: the bundle step names the file.
  const bundled = (import.meta as ImportMeta & { quireDevClientEntry?: string }).quireDevClientEntry;
  if (bundled) return fileURLToPath(new URL(bundled, import.meta.url));
  const self = fileURLToPath(import.meta.url);
  return join(self, '..', '..', '..', 'client', 'dev', `auto-connect${extname(self)}`);
}

/** Files the build read from disk (named relative to `workingDir`), outside `node_modules`: packages there are not edited by hand. */
function sourceInputs(metafile: esbuild.Metafile, workingDir: string): string[] {
  return Object.keys(metafile.inputs)
    .filter((input) => !input.startsWith('quire-dev:'))
    .map((input) => resolve(workingDir, input))
    .filter((input) => !/[\\/]node_modules[\\/]/.test(input));
}

function contentType(name: string): string {
  if (name.endsWith('.js')) return 'text/javascript; charset=utf-8';
  if (name.endsWith('.map')) return 'application/json; charset=utf-8';
  const type = lookup(name) ?? 'application/octet-stream';
  return type.startsWith('text/') ? `${type}; charset=utf-8` : type;
}

function toDiagnostic(message: esbuild.Message): Diagnostic {
  return {
    severity: 'error',
    message: `The theme does not bundle: ${message.text}`,
    ...(message.location && { file: resolve(message.location.file), line: message.location.line, column: message.location.column + 1 }),
    hint: 'Fix the file named here; the page reloads when it is saved.',
  };
}
