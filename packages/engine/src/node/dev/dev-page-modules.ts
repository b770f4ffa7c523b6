import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve, sep } from 'node:path';
import { bundlePageModules } from '../page-modules/bundle-page-modules.js';
import type { PageModuleFiles, PageModuleSource } from '../page-modules/page-module-files.js';
import { PAGE_MODULE_PREFIX } from './dev-paths.js';

interface Bundled {
  key: string;
  files: PageModuleFiles;
}

/**
 * The page modules phase on demand, for `quire dev`: one page's component
 * (an MDX doc's compiled module, a custom page) bundled by the build's own
 * `bundlePageModules` when the page is asked for or saved, into a
 * temporary folder of this server. Its browser files are served under
 * {@link PAGE_MODULE_PREFIX}, named by content hash, so an edited page gets
 * a new module URL and the browser never reuses a stale one.
 *
 * Results are kept per route by what they were made from (the setup's
 * generation and the page's code), and the last good one of each route is
 * kept while a newer version fails, so the open page stays as it was under
 * the error overlay.
 */
export class DevPageModules {
  readonly #siteDir: string;
  #root: string | undefined;
  readonly #latest = new Map<string, Bundled>();
  readonly #inflight = new Map<string, Promise<PageModuleFiles>>();
  /** Server modules as loaded by each renderer (see {@link serverModule}). */
  readonly #copies = new Set<string>();

  /** @param siteDir the site folder: relative imports, `@site/` and npm packages resolve from it. */
  constructor(siteDir: string) {
    this.#siteDir = siteDir;
  }

  /**
   * The page's module, bundled unless the latest bundle of its route was
   * made from the same code in the same generation.
   *
   * @param generation changes when anything a page may import could have changed (config, site code).
   * @param baseUrl the site's base URL, which the module's own URLs (images) start with.
   * @throws QuireError naming the page's file, line and column (an unresolved import, a syntax error).
   */
  bundle(source: PageModuleSource, generation: string, baseUrl: string): Promise<PageModuleFiles> {
    const key = `${generation}\0${baseUrl}\0${source.file}\0${source.code ?? ''}`;
    const latest = this.#latest.get(source.route);
    if (latest?.key === key) return Promise.resolve(latest.files);
    const inflight = this.#inflight.get(`${source.route}\0${key}`);
    if (inflight) return inflight;
    const bundling = this.#run(source, baseUrl).then((files) => {
      this.#latest.set(source.route, { key, files });
      return files;
    });
    this.#inflight.set(`${source.route}\0${key}`, bundling);
    void bundling.finally(() => this.#inflight.delete(`${source.route}\0${key}`)).catch(() => {});
    return bundling;
  }

  /** The last module of a route that bundled, if any (kept while a newer version fails). */
  latest(route: string): PageModuleFiles | undefined {
    return this.#latest.get(route)?.files;
  }

  /** The routes whose latest module was made from `file` (absolute): a component or stylesheet they import. */
  routesUsing(file: string): string[] {
    const routes: string[] = [];
    for (const [route, { files }] of this.#latest) if (files.inputs?.includes(file)) routes.push(route);
    return routes;
  }

  /** The file behind a URL path under {@link PAGE_MODULE_PREFIX} (`assets/pages/x-HASH.js`), or `undefined` when it is none of ours. */
  browserFile(path: string): string | undefined {
    if (!this.#root) return undefined;
    const web = join(this.#root, 'web');
    const file = resolve(web, path);
    if (!file.startsWith(web + sep) || !existsSync(file)) return undefined;
    return file;
  }

  /**
   * The server module of a bundle as the given renderer loads it. A server
   * module reads React and the theme from the host the renderer installed
   * (see `installHost`) once, as it loads, and Node keeps a loaded module:
   * so each renderer (a new one after a theme edit) loads its own copy.
   */
  serverModule(files: PageModuleFiles, rendererId: number): string {
    const copy = join(this.#root!, 'server', `r${rendererId}`, basename(files.server));
    if (!this.#copies.has(copy)) {
      mkdirSync(join(copy, '..'), { recursive: true });
      copyFileSync(files.server, copy);
      this.#copies.add(copy);
    }
    return copy;
  }

  /** Removes the temporary folder. */
  dispose(): void {
    if (this.#root) rmSync(this.#root, { recursive: true, force: true });
    this.#root = undefined;
  }

  async #run(source: PageModuleSource, baseUrl: string): Promise<PageModuleFiles> {
    this.#root ??= mkdtempSync(join(tmpdir(), `quire-dev-pages-${process.pid}-`));
    const web = join(this.#root, 'web');
    const modules = await bundlePageModules(this.#siteDir, [source], web, join(this.#root, 'server', 'bundled'), baseUrl + PAGE_MODULE_PREFIX);
    const files = modules.get(source.route);
    if (!files) throw new Error(`Quire: esbuild wrote no module for ${source.file}.`);
    // Served from the dev server's own URL space, relative to the base URL as a build's are.
    const url = (file: string) => PAGE_MODULE_PREFIX + file;
    return { ...files, client: url(files.client), deps: files.deps.map(url), styles: files.styles.map(url) };
  }
}
