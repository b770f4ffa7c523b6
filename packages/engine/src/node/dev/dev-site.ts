import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { NOT_FOUND_KEY, type ClientManifest, type ClientRoute } from '../../shared/types.js';
import type { DevProblem } from '../../shared/dev-messages.js';
import { siteData } from '../bundle/site-data.js';
import type { ResolvedConfig } from '../config/resolved-config.js';
import type { Doc } from '../content/doc.js';
import type { SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import { markdownOptions } from '../markdown/markdown-options.js';
import type { Renderer } from '../render/load-renderer.js';
import type { RouteEntry } from '../routes/route-manifest.js';
import { createBuildPool, type BuildPool } from '../workers/build-pool.js';
import { normalizePath } from '../../shared/normalize-path.js';
import { classifyChange, type ChangeKind } from './classify-change.js';
import { buildDevClient, DevClientBundle, type BundledFile } from './dev-client-bundle.js';
import { DevCompiler } from './dev-compiler.js';
import type { DevLogger } from './dev-logger.js';
import { devPageHtml } from './dev-page-html.js';
import { errorPageHtml } from './error-page-html.js';
import { loadDevRenderer } from './load-dev-renderer.js';
import { routeModuleSource } from './route-module-source.js';
import { clientRoute } from '../render/client-route.js';
import { CUSTOM_PAGES_DIR, type CustomPageFile } from '../content/find-custom-pages.js';
import { DevLinkChecks } from './dev-link-checks.js';
import { loadDevSiteState, readDevSiteDocs, recordDocProblems, type DevSiteState } from './dev-site-state.js';
import { DevPageComponents } from './dev-page-components.js';
import type { ProblemRegistry } from './problem-registry.js';
import type { SiteStructure } from './site-structure.js';
import { DevStructureMemo } from './dev-structure-memo.js';
import { withDevClient } from './with-dev-client.js';
import { crashDiagnostic, diagnosticsOf } from './dev-diagnostics.js';
import { ROUTE_PREFIX } from './dev-paths.js';
import { docSetKey, titleOf } from './doc-set-key.js';

/** One file event from the watcher. */
export interface FileChange {
  kind: ChangeKind;
  event: 'add' | 'change' | 'unlink';
  /** Absolute path. */
  file: string;
}

/** What the open pages should do after a batch of changes. */
export interface Reaction {
  /** Reload every page, for this reason. */
  reload?: string;
  /** Routes whose data changed, to re-render in place. */
  updated: string[];
}

/** An HTML answer. */
export interface PageResponse {
  status: number;
  html: string;
}

/** Options of {@link DevSite}. */
export interface DevSiteOptions {
  /** Absolute path of the site folder. */
  siteDir: string;
  /** Overrides the config's `baseUrl` (the `--base-url` flag). */
  baseUrl?: string;
  logger: DevLogger;
  problems: ProblemRegistry;
}

/**
 * The site as `quire dev` serves it: the build's phases run on demand.
 * Config and docs (with front matter) are read at start, which is all it
 * takes to know every route; a page compiles its own markdown when first
 * asked for, the pages its anchors point into after it is served, and
 * nothing else. Every problem goes to the {@link ProblemRegistry}, never up
 * as an exception: the server keeps running and a fix brings the page back.
 *
 * Longer than a module should be, for a reason: it is the dev server's one
 * piece of state, and what each method may assume (docs read, compiler set
 * up for this generation, structure memo current) is easiest to keep true
 * in one place. The pages that are components have a class of their own
 * (`DevPageComponents`), and so do link checking (`DevLinkChecks`) and the
 * memo of routes and sidebars (`DevStructureMemo`); loading the config and
 * reading the docs into a state is `dev-site-state`.
 * Applying file changes stays here: it moves nearly every piece of this
 * state (config, compiler generation, structure memo, bundle, renderer).
 * The stateless parts live beside it (`site-structure`, `anchor-targets`,
 * `classify-change`, `route-module-source`, `dev-page-html`, `doc-set-key`,
 * `dev-diagnostics`, `dev-paths`).
 */
export class DevSite {
  readonly #options: DevSiteOptions;
  readonly #problems: ProblemRegistry;
  #pool: BuildPool | undefined;
  #compiler: DevCompiler | undefined;
  #state: DevSiteState | undefined;
  /** Set while the config file fails to load; pages show its errors until it is fixed. */
  #configBroken = false;
  #configVersion = 0;
  #docSetVersion = 0;
  /** Routes and sidebars, made again only after docs, compiled results, the config or the set of docs changed. */
  readonly #structures: DevStructureMemo;
  /** Images beside the docs, by output path (`assets/media/x-hash.png`), to their source files. */
  readonly #images = new Map<string, string>();
  /** How many times the open pages were told to update or reload (see `DevVersion`). */
  #changes = 0;
  #devClient: Promise<BundledFile> | undefined;
  /** The pages that are components (MDX docs, custom pages): their modules, bundled as asked for. */
  readonly #components: DevPageComponents;
  /** The link checks each served page and update start, and the site's own links. */
  readonly #links: DevLinkChecks;

  constructor(options: DevSiteOptions) {
    this.#options = options;
    this.#problems = options.problems;
    this.#components = new DevPageComponents(resolve(options.siteDir), {
      problems: this.#problems,
      baseUrl: () => this.baseUrl,
      generation: () => this.#generation(),
      compiled: (id) => this.#compiler?.latest(id),
      pageCompiled: (file, compiled) => {
        // Its title is the page's: the structure takes it from here.
        this.#structures.changed();
        if (this.#state) this.#links.startPage(this.#state, file, compiled);
      },
    });
    this.#structures = new DevStructureMemo({
      problems: this.#problems,
      generation: () => this.#generation(),
      compiled: (id) => this.#compiler!.latest(id),
      // The site's own links (navbar, footer, home page, sidebars), checked as the build does; warnings in dev.
      made: (state, structure) => this.#links.checkSite(state, structure),
    });
    this.#links = new DevLinkChecks({
      problems: this.#problems,
      state: () => this.#state,
      structure: (state) => this.#structure(state),
      compiled: (id) => this.#compiler!.latest(id),
      compile: (docs) => this.#compile(docs),
    });
  }

  /** Identifies this server process to the pages, which reload when it changes (a restart). */
  readonly serverId = randomUUID();

  /** How many times the open pages were told to update or reload (see `DevVersion`). */
  get version(): number {
    return this.#changes;
  }

  /** The config in use, if one ever loaded. */
  get config(): ResolvedConfig | undefined {
    return this.#state?.ctx.config;
  }

  /** The base URL pages are served under. */
  get baseUrl(): string {
    return this.#state?.ctx.config.baseUrl ?? this.#options.baseUrl ?? '/';
  }

  /** How many docs have been compiled since the server started. */
  get compiledCount(): number {
    return this.#compiler?.compiledCount ?? 0;
  }

  /**
   * Resolves once the link checks that responses and updates started (and
   * the compiling of the docs their anchors point into) are done, those
   * started meanwhile included.
   */
  settled(): Promise<void> {
    return this.#links.settled();
  }

  /**
   * Loads the config, and starts reading the docs (see {@link loaded}): then
   * the server can take requests, which wait for what they need. Problems
   * are recorded, never thrown.
   */
  async start(): Promise<void> {
    // First, so the worker loads the markdown pipeline while this thread loads the config.
    this.#pool = createBuildPool(1);
    this.#compiler = new DevCompiler(this.#pool);
    await this.#loadConfig(false);
  }

  /** Settles once the docs are read (with front matter): every route is known. */
  loaded(): Promise<void> {
    return this.#state?.docsRead ?? Promise.resolve();
  }

  /** Starts the slow parts in the background, so the first page does not wait for them: markdown pipeline, renderer, client bundle. */
  warm(): void {
    const state = this.#state;
    if (!state) return;
    void state.docsRead.then(() => this.#compiler!.warm()).catch((error: unknown) => this.#siteError('markdown', error));
    void this.#renderer(state).catch(() => {});
    void this.#bundle(state).current;
  }

  /** An HTML page: the route's, the fallback page (404), or an error page when the page cannot be rendered. */
  async page(rawPath: string): Promise<PageResponse> {
    const path = normalizePath(rawPath);
    await this.loaded();
    const state = this.#state;
    if (!state || this.#configBroken) return this.#errorPage(undefined);
    let structure = this.#structure(state);
    const doc = structure.docByRoute.get(path);
    if (doc) {
      if (!(await this.#compile([doc]))) return this.#errorPage(path);
      // An MDX doc that does not compile or bundle has no page to show: its errors do.
      if (!(await this.#components.bundleDoc(doc))) return this.#errorPage(path);
      structure = this.#structure(state);
    } else if (structure.pageByRoute.has(path)) {
      if (!(await this.#preparePage(state, structure.pageByRoute.get(path)!))) return this.#errorPage(path);
      structure = this.#structure(state);
    } else if (!structure.manifest.routes.has(path) && this.#problems.errorsFor(path).some((p) => p.route === path)) {
      // A doc whose front matter never parsed: no route yet, but its errors belong to this address.
      return this.#errorPage(path);
    }
    let renderer: Renderer;
    try {
      renderer = await this.#renderer(state);
    } catch {
      return this.#errorPage(path);
    }
    const entry = this.#components.withModule(structure, structure.manifest.routes.get(path) ?? structure.manifest.notFound);
    const key = `render:${path}`;
    let html: string;
    try {
      const server = entry.module && this.#components.serverModule(entry.module, renderer);
      const module = entry.module && { client: entry.module.client, server: server!, source: entry.sourceFile ?? server! };
      html = devPageHtml(state.ctx.config, renderer, structure, path, entry, this.#clientRoute(entry, structure), module);
    } catch (error) {
      this.#problems.set(key, [crashDiagnostic(error, `Rendering ${path} failed`)], path);
      return this.#errorPage(path);
    }
    this.#problems.set(key, [], path);
    if (doc) this.#links.startDoc(state, doc);
    return { status: entry === structure.manifest.notFound ? 404 : 200, html: withDevClient(html, this.baseUrl, this.#changes) };
  }

  /** The module a route's page data is imported from (`export default { page, sidebar }`), or `undefined` for no route. */
  async routeModule(key: string): Promise<string | undefined> {
    await this.loaded();
    const state = this.#state;
    if (!state) return undefined;
    let structure = this.#structure(state);
    const path = key === NOT_FOUND_KEY ? structure.manifest.notFound.path : key;
    const doc = structure.docByRoute.get(path);
    if (doc) {
      if (!(await this.#compile([doc]))) return undefined;
      // Failed, the page keeps its last good module (the overlay shows why); with none, there is no module to serve.
      await this.#components.bundleDoc(doc);
      structure = this.#structure(state);
    } else if (structure.pageByRoute.has(path)) {
      await this.#preparePage(state, structure.pageByRoute.get(path)!);
      structure = this.#structure(state);
    }
    const found = path === structure.manifest.notFound.path ? structure.manifest.notFound : structure.manifest.routes.get(path);
    if (!found) return undefined;
    const entry = this.#components.withModule(structure, found);
    if (this.#components.isComponentPage(structure, entry) && !entry.module) return undefined;
    const hasSidebar = entry.sidebarId !== undefined && structure.sidebars.sidebars[entry.sidebarId] !== undefined;
    const base = this.baseUrl;
    const content = entry.module && { module: base + entry.module.client, styles: entry.module.styles.map((file) => base + file) };
    return routeModuleSource(entry, hasSidebar ? base + this.#structures.sidebarUrl(entry.sidebarId!) : undefined, content);
  }

  /** The module of one sidebar (`export default [...]`), shared by the route modules of its pages. */
  async sidebarModule(id: string): Promise<string | undefined> {
    await this.loaded();
    const state = this.#state;
    const items = state && this.#structure(state).sidebars.sidebars[id];
    return items ? `export default ${JSON.stringify(items)};\n` : undefined;
  }

  /** The client manifest (route path → route module URL), as JSON. */
  async clientManifest(): Promise<string | undefined> {
    await this.loaded();
    const state = this.#state;
    if (!state) return undefined;
    const structure = this.#structure(state);
    const manifest: ClientManifest = { routes: {}, notFound: this.#clientRoute(structure.manifest.notFound, structure) };
    for (const entry of structure.manifest.routes.values()) manifest.routes[entry.path] = this.#clientRoute(this.#components.withModule(structure, entry), structure);
    return JSON.stringify(manifest);
  }

  /** A file of the app's browser bundle (`quire-client.js`, its CSS, chunks); `undefined` when there is no such file or the bundle failed. */
  async clientFile(name: string): Promise<BundledFile | undefined> {
    const state = this.#state;
    if (!state) return undefined;
    const build = await this.#bundle(state).current;
    this.#problems.set('bundle', build.errors);
    return build.files.get(name);
  }

  /** A browser file of a page component (its module, chunks, CSS, images), by its path under `PAGE_MODULE_PREFIX`; `undefined` for none. */
  pageModuleFile(path: string): string | undefined {
    return this.#components.browserFile(path);
  }

  /** The standalone dev client (overlay, event stream). */
  devClient(): Promise<BundledFile> {
    this.#devClient ??= buildDevClient();
    return this.#devClient;
  }

  /** The source file of an image beside the docs, by its output path (`assets/media/flow-1a2b.png`). */
  docImage(outputPath: string): string | undefined {
    return this.#images.get(outputPath);
  }

  /** Which kind of change an event on `file` (absolute) is, or `undefined` when it concerns nothing served. */
  classify(file: string, themeFiles: ReadonlySet<string>): ChangeKind | undefined {
    const state = this.#state;
    const config = state?.ctx.config;
    return classifyChange(file, {
      siteDir: resolve(this.#options.siteDir),
      isDoc: (path) => state?.docs.owns(path) ?? false,
      pagesDir: join(resolve(this.#options.siteDir), CUSTOM_PAGES_DIR),
      isPageInput: (path) => this.#components.routesUsing(path).length > 0,
      docsDir: config?.docsDir,
      staticDir: config?.staticDir,
      outDir: config?.outDir,
      configFile: state?.loaded.configFile,
      sidebarsFile: state?.loaded.sidebarsFile,
      themeFiles,
    });
  }

  /** Source files of the theme (the app bundle's inputs outside `node_modules`), for the watcher. */
  async themeInputs(): Promise<string[]> {
    const state = this.#state;
    return state ? (await this.#bundle(state).current).inputs : [];
  }

  /** The folder of the theme's package (holding its package.json), if a config loaded. */
  themeRoot(): string | undefined {
    const entry = this.#state?.theme.entry;
    if (!entry) return undefined;
    for (let dir = dirname(entry); dir !== dirname(dir); dir = dirname(dir)) if (existsSync(join(dir, 'package.json'))) return dir;
    return undefined;
  }

  /**
   * Applies a batch of file changes and says what the open pages should do;
   * counts it as a change (see {@link version}) when they should do anything.
   */
  async apply(changes: readonly FileChange[]): Promise<Reaction> {
    const reaction = await this.#apply(changes);
    if (reaction.reload || reaction.updated.length > 0) this.#changes++;
    return reaction;
  }

  async #apply(changes: readonly FileChange[]): Promise<Reaction> {
    if (changes.some((c) => c.kind === 'config')) {
      const wasBroken = this.#configBroken || !this.#state;
      const ok = await this.#loadConfig(true);
      if (ok) this.warm();
      return ok ? { reload: wasBroken ? 'the config loads again' : 'the config or sidebars changed', updated: [] } : { updated: [] };
    }
    await this.loaded();
    const state = this.#state;
    if (!state || this.#configBroken) return { updated: [] };
    if (changes.some((c) => c.kind === 'theme')) {
      state.renderer = undefined;
      const build = await this.#bundle(state).rebuild();
      this.#problems.set('bundle', build.errors);
      await this.#renderer(state).catch(() => {});
      return { reload: 'the theme changed', updated: [] };
    }
    if (changes.some((c) => c.kind === 'partial')) {
      // MDX docs put their partials in place as they compile: every compiled doc is stale.
      this.#docSetVersion++;
      this.#structures.changed();
      this.#setupCompiler(state);
      return { reload: 'a partial changed', updated: [] };
    }
    const pagesUpdated = await this.#applyPageChanges(state, changes);
    if (pagesUpdated === undefined) return { reload: 'custom pages were added, removed or moved', updated: [] };
    const before = new Map(state.docs.published().map((doc) => [doc.id, doc]));
    for (const change of changes.filter((c) => c.kind === 'doc')) {
      if (change.event === 'unlink') state.docs.remove(change.file);
      else await state.docs.reread(change.file);
    }
    const after = state.docs.published();
    this.#structures.changed();
    // A deleted file's problems go with it (even those of a doc that never had a route).
    for (const change of changes) {
      if ((change.kind !== 'doc' && change.kind !== 'page') || change.event !== 'unlink') continue;
      for (const key of ['file', 'compile', 'links', 'module']) this.#problems.clear(`${key}:${change.file}`);
    }
    recordDocProblems(state, this.#problems);
    const reload = changes.some((c) => c.kind === 'static') ? 'a static file changed' : undefined;
    if (docSetKey(before.values()) !== docSetKey(after)) {
      this.#docSetVersion++;
      this.#setupCompiler(state);
      return { reload: 'docs were added, removed or moved', updated: [] };
    }
    // By text: a file saved again unchanged (or seen twice for one save) is nothing to update.
    const edited = after.filter((doc) => before.get(doc.id)?.source !== doc.source);
    const sidebarsBefore = this.#structures.sidebarsJson;
    if (edited.length > 0 && !(await this.#compile(edited))) return { reload, updated: pagesUpdated };
    // An edited MDX doc's new module is bundled before the page is told: its route module imports it at once.
    await Promise.all(edited.map((doc) => this.#components.bundleDoc(doc)));
    const structure = this.#structure(state);
    for (const doc of edited) this.#links.startDoc(state, doc);
    // A new title or sidebar label shows on other pages too (sidebar, breadcrumbs, prev/next): every page re-renders.
    const everywhere = this.#structures.sidebarsJson !== sidebarsBefore || edited.some((doc) => titleOf(before.get(doc.id)) !== titleOf(doc));
    return { reload, updated: everywhere ? [...structure.manifest.routes.keys()] : [...new Set([...pagesUpdated, ...edited.map((doc) => doc.route)])] };
  }

  /**
   * Custom pages saved, or components that page modules import: each page
   * concerned is made again (compiled, bundled) and its route updated in
   * place. `undefined` when pages were added, removed or moved: the routes
   * changed, so the pages reload.
   */
  async #applyPageChanges(state: DevSiteState, changes: readonly FileChange[]): Promise<string[] | undefined> {
    const saved = changes.filter((c) => c.kind === 'page');
    const components = changes.filter((c) => c.kind === 'component');
    if (saved.length === 0 && components.length === 0) return [];
    this.#structures.changed();
    if (saved.length > 0 && (await this.#components.findPages(state.pages))) return undefined;
    const routes = new Set<string>();
    for (const change of saved) {
      const file = state.pages.byFile(change.file);
      if (file) routes.add(file.route);
    }
    for (const change of components) for (const route of this.#components.routesUsing(change.file)) routes.add(route);
    const structure = this.#structure(state);
    await Promise.all(
      [...routes].map((route) => {
        // A module is keyed by its page's text, not by the files it imports: a new revision bundles it again.
        this.#components.saved(route);
        const page = structure.pageByRoute.get(route);
        if (page) return this.#preparePage(state, page);
        const doc = structure.docByRoute.get(route);
        return doc ? this.#components.bundleDoc(doc) : undefined;
      }),
    );
    return [...routes];
  }

  /** Stops the worker and esbuild. */
  async close(): Promise<void> {
    await this.#state?.bundle?.dispose();
    await this.#pool?.destroy();
    this.#components.dispose();
  }

  /**
   * Loads (or reloads) the config and everything that follows from it; false
   * when it failed. The docs are read after it, and awaited only if `awaitDocs`.
   */
  async #loadConfig(awaitDocs: boolean): Promise<boolean> {
    const { siteDir, baseUrl } = this.#options;
    let state: DevSiteState;
    try {
      state = await loadDevSiteState({ siteDir, baseUrl, buildId: `dev-${this.serverId}` }, () => this.#state);
    } catch (error) {
      this.#configBroken = true;
      this.#problems.set('config', diagnosticsOf(error, 'Loading the config failed'));
      return false;
    }
    this.#configBroken = false;
    this.#problems.set('config', []);
    state.docsRead = this.#readDocs(state);
    this.#state = state;
    if (state.bundle) void state.bundle.setSite(siteData(state.loaded.config));
    this.#configVersion++;
    this.#components.useFormat(state.loaded.config.markdown.format);
    this.#structures.changed();
    this.#problems.set('markdown', []);
    if (awaitDocs) await state.docsRead;
    return true;
  }

  async #readDocs(state: DevSiteState): Promise<void> {
    await readDevSiteDocs(state, () => this.#components.findPages(state.pages), this.#problems);
    this.#structures.changed();
    this.#setupCompiler(state);
    recordDocProblems(state, this.#problems);
  }

  #setupCompiler(state: DevSiteState): void {
    const { config } = state.ctx;
    const plainData = config.markdown.remarkPlugins.length === 0 && config.markdown.rehypePlugins.length === 0;
    this.#compiler!.setup({
      generation: this.#generation(),
      siteDir: state.ctx.siteDir,
      overrides: state.ctx.overrides,
      markdown: plainData ? markdownOptions(config) : undefined,
      docRefs: state.docs.published().map(({ filePath, relativePath, route }) => ({ filePath, relativePath, route })),
    });
  }

  #generation(): string {
    return `${this.serverId}.${this.#configVersion}.${this.#docSetVersion}`;
  }

  /** Routes and sidebars as of now (see `DevStructureMemo`). */
  #structure(state: DevSiteState): SiteStructure {
    return this.#structures.of(state);
  }

  /** Compiles docs and records their problems; false when the markdown pipeline itself failed. */
  async #compile(docs: readonly Doc[]): Promise<boolean> {
    if (docs.every((doc) => this.#compiler!.isFresh(doc))) return true;
    let results: SerializedCompiledDoc[];
    try {
      results = await this.#compiler!.compile(docs);
      // The setup changed while compiling (a doc added, the config saved): those results were not kept; once more.
      if (docs.some((doc) => !this.#compiler!.isFresh(doc))) results = await this.#compiler!.compile(docs);
    } catch (error) {
      this.#siteError('markdown', error);
      return false;
    }
    this.#problems.set('markdown', []);
    this.#structures.changed();
    docs.forEach((doc, i) => {
      const result = results[i]!;
      for (const image of result.images) this.#images.set(image.output, image.source);
      // Broken `.md` links warn in dev whatever `onBrokenMarkdownLinks` says; errors (a failed plugin, type stripping) stay errors.
      this.#problems.set(`compile:${doc.filePath}`, result.warnings, doc.route);
    });
    return true;
  }

  #bundle(state: DevSiteState): DevClientBundle {
    state.bundle ??= new DevClientBundle(state.theme, siteData(state.ctx.config), state.ctx.siteDir);
    return state.bundle;
  }

  /** The server renderer, loaded once per theme version; its failure is a site-wide problem. */
  #renderer(state: DevSiteState): Promise<Renderer> {
    state.renderer ??= loadDevRenderer(state.ctx.siteDir, state.theme).then(
      (renderer) => {
        this.#problems.set('theme', []);
        return renderer;
      },
      (error: unknown) => {
        this.#problems.set('theme', diagnosticsOf(error, `Loading the theme ${state.theme.packageName} failed`));
        state.renderer = undefined;
        throw error;
      },
    );
    return state.renderer;
  }

  #siteError(key: string, error: unknown): void {
    this.#problems.set(key, diagnosticsOf(error, 'Compiling markdown failed'));
  }

  #errorPage(path: string | undefined): PageResponse {
    const problems: DevProblem[] = this.#problems.errorsFor(path);
    return { status: 500, html: errorPageHtml(problems, this.baseUrl, this.#changes) };
  }

  #clientRoute(entry: RouteEntry, structure: SiteStructure): ClientRoute {
    const chunk = `${ROUTE_PREFIX}${encodeURIComponent(entry.path)}.js`;
    const deps = entry.sidebarId === undefined ? [] : [this.#structures.sidebarUrl(entry.sidebarId)];
    // A page component's files are known once it bundled (the route module links its CSS either way).
    return clientRoute(entry, chunk, deps, this.#components.isComponentPage(structure, entry));
  }

  /** A custom page's module, made for this setup (see `DevPageComponents.preparePage`). */
  #preparePage(state: DevSiteState, file: CustomPageFile): Promise<boolean> {
    const docRefs = state.docs.published().map(({ filePath, relativePath, route }) => ({ filePath, relativePath, route }));
    return this.#components.preparePage(state.pages, file, markdownOptions(state.ctx.config), docRefs);
  }
}
