import type { DocRef, Doc } from '../content/doc.js';
import { CUSTOM_PAGES_DIR, type CustomPageFile } from '../content/find-custom-pages.js';
import type { SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import type { MarkdownOptions } from '../markdown/create-markdown-processor.js';
import { customPageModuleSource } from '../mdx/custom-page-compiler.js';
import { docFormatMemo, type FormatOption } from '../mdx/doc-format.js';
import type { PageModuleFiles } from '../page-modules/page-module-files.js';
import type { Renderer } from '../render/load-renderer.js';
import type { RouteEntry } from '../routes/route-manifest.js';
import type { DevCustomPages } from './dev-custom-pages.js';
import { diagnosticsOf } from './dev-diagnostics.js';
import { DevPageModules } from './dev-page-modules.js';
import type { ProblemRegistry } from './problem-registry.js';
import type { SiteStructure } from './site-structure.js';

/** What {@link DevPageComponents} asks of the dev server it works for. */
export interface PageComponentsHost {
  problems: ProblemRegistry;
  baseUrl(): string;
  /** Changes with the config and the set of docs (see `DevSite`); keys every module with the page's revision. */
  generation(): string;
  /** A doc's latest compiled result, if it compiled. */
  compiled(docId: string): SerializedCompiledDoc | undefined;
  /** A markdown custom page was compiled afresh: its title is the page's, and its links are to be checked. */
  pageCompiled(file: CustomPageFile, compiled: SerializedCompiledDoc): void;
}

/**
 * The pages of `quire dev` that are components: MDX docs and custom pages
 * (`src/pages/`). It knows which routes they are (a doc's format, remembered
 * per doc), bundles each one's module when it is asked for or saved (see
 * `DevPageModules`), keyed by its code and by how many times a file it
 * imports was saved, loads its server module once per renderer, and records
 * each step's problems at the page's route.
 */
export class DevPageComponents {
  readonly #host: PageComponentsHost;
  readonly #modules: DevPageModules;
  readonly #rendererIds = new WeakMap<Renderer, number>();
  #renderersLoaded = 0;
  /** How many times each page's file or a file its module imports was saved, which keys its bundle (see `#generation`). */
  readonly #revisions = new Map<string, number>();
  #formatOf = docFormatMemo();

  /** @param siteDir the site folder, which page modules resolve `@site/` and npm packages from. */
  constructor(siteDir: string, host: PageComponentsHost) {
    this.#host = host;
    this.#modules = new DevPageModules(siteDir);
  }

  /** Reads docs' formats by a (new) config's `markdown.format`. */
  useFormat(format: FormatOption): void {
    this.#formatOf = docFormatMemo(format);
  }

  /** Whether a route's page is a component (a custom page, an MDX doc), which is bundled and imported as the route module's `Content`. */
  isComponentPage(structure: SiteStructure, entry: RouteEntry): boolean {
    if (structure.pageByRoute.has(entry.path)) return true;
    const doc = structure.docByRoute.get(entry.path);
    return doc !== undefined && this.#isMdx(doc);
  }

  /** The entry with its page component's latest bundle, when its page is a component that bundled once. */
  withModule(structure: SiteStructure, entry: RouteEntry): RouteEntry {
    if (!this.isComponentPage(structure, entry)) return entry;
    const module: PageModuleFiles | undefined = this.#modules.latest(entry.path);
    return module ? { ...entry, module } : entry;
  }

  /** A page module's server file, loaded for this renderer (see `DevPageModules.serverModule`). */
  serverModule(module: PageModuleFiles, renderer: Renderer): string {
    let id = this.#rendererIds.get(renderer);
    if (id === undefined) this.#rendererIds.set(renderer, (id = ++this.#renderersLoaded));
    return this.#modules.serverModule(module, id);
  }

  /** A browser file of a page component, by its path under `PAGE_MODULE_PREFIX`. */
  browserFile(path: string): string | undefined {
    return this.#modules.browserFile(path);
  }

  /** The routes whose latest module was made from `file` (absolute). */
  routesUsing(file: string): string[] {
    return this.#modules.routesUsing(file);
  }

  /** A file of the route's page, or one its module imports, was saved: its next bundle is a new one. */
  saved(route: string): void {
    this.#revisions.set(route, (this.#revisions.get(route) ?? 0) + 1);
  }

  /**
   * Bundles an MDX doc's compiled module (nothing to do for a markdown doc)
   * and records its problems; false when there is no module for this
   * version of the doc (it does not compile, or does not bundle).
   */
  async bundleDoc(doc: Doc): Promise<boolean> {
    const compiled = this.#host.compiled(doc.id);
    if (compiled?.mdx === undefined) {
      this.#host.problems.set(`module:${doc.filePath}`, [], doc.route);
      // An MDX doc without a module failed to compile: its compile errors say why.
      return !this.#isMdx(doc);
    }
    return this.#bundle({ route: doc.route, name: doc.id, file: doc.filePath, code: compiled.mdx, standalone: compiled.mdxStandalone === true });
  }

  /** Finds the custom pages; a folder that cannot be read is the site's problem, and the site has none meanwhile. */
  async findPages(pages: DevCustomPages): Promise<boolean> {
    try {
      const changed = await pages.load();
      this.#host.problems.set('pages', []);
      return changed;
    } catch (error) {
      this.#host.problems.set('pages', diagnosticsOf(error, `Reading ${CUSTOM_PAGES_DIR} failed`));
      return false;
    }
  }

  /**
   * Makes a custom page's module: a markdown page compiled (its problems
   * recorded as a doc's are), then bundled. False when there is no module
   * for this version of the page.
   *
   * @param docRefs every published doc, to resolve a markdown page's `.md` links.
   */
  async preparePage(pages: DevCustomPages, file: CustomPageFile, options: MarkdownOptions, docRefs: readonly DocRef[]): Promise<boolean> {
    let code: string | undefined;
    if (file.kind === 'markdown') {
      const { problems } = this.#host;
      let compiled: SerializedCompiledDoc;
      let fresh: boolean;
      try {
        ({ compiled, fresh } = await pages.compile(file, options, this.#host.generation(), docRefs));
      } catch (error) {
        problems.set(`file:${file.filePath}`, diagnosticsOf(error, `Reading ${file.filePath} failed`), file.route);
        return false;
      }
      problems.set(`file:${file.filePath}`, [], file.route);
      problems.set(`compile:${file.filePath}`, compiled.warnings, file.route);
      if (fresh) this.#host.pageCompiled(file, compiled);
      if (compiled.mdx === undefined) return false;
      code = compiled.mdx;
    }
    return this.#bundle(customPageModuleSource(file, code));
  }

  /** Stops the bundler and removes the modules' folder. */
  dispose(): void {
    this.#modules.dispose();
  }

  #isMdx(doc: Doc): boolean {
    return this.#formatOf(doc) === 'mdx';
  }

  /** Bundles one page's module, its problems recorded at its route; false when it does not bundle. */
  async #bundle(source: Parameters<DevPageModules['bundle']>[0]): Promise<boolean> {
    const key = `module:${source.file}`;
    try {
      await this.#modules.bundle(source, `${this.#host.generation()}.${this.#revisions.get(source.route) ?? 0}`, this.#host.baseUrl());
    } catch (error) {
      this.#host.problems.set(key, diagnosticsOf(error, `Bundling ${source.route} failed`), source.route);
      return false;
    }
    this.#host.problems.set(key, [], source.route);
    return true;
  }
}
