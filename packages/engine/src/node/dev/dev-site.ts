import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { NOT_FOUND_KEY, type ClientManifest, type ClientRoute } from '../../shared/types.js';
import type { DevProblem } from '../../shared/dev-messages.js';
import type { BuildContext } from '../build-context.js';
import { siteData } from '../bundle/site-data.js';
import { loadConfig, type LoadedConfig } from '../config/load-config.js';
import type { ResolvedConfig } from '../config/resolved-config.js';
import type { Doc } from '../content/doc.js';
import { readGitLastUpdates, type LastUpdate } from '../content/git-last-updates.js';
import type { SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import { markdownOptions } from '../markdown/markdown-options.js';
import type { Renderer } from '../render/load-renderer.js';
import type { RouteEntry } from '../routes/route-manifest.js';
import { resolveTheme, type ResolvedTheme } from '../theme/resolve-theme.js';
import { createBuildPool, type BuildPool } from '../workers/build-pool.js';
import { normalizePath } from '../../shared/normalize-path.js';
import type { Diagnostic } from '../diagnostic.js';
import { checkStaticImages } from '../links/check-static-images.js';
import { findBrokenLinks } from '../links/find-broken-links.js';
import { anchorTargets } from './anchor-targets.js';
import { classifyChange, type ChangeKind } from './classify-change.js';
import { buildDevClient, DevClientBundle, type BundledFile } from './dev-client-bundle.js';
import { DevCompiler } from './dev-compiler.js';
import { DevDocs } from './dev-docs.js';
import type { DevLogger } from './dev-logger.js';
import { devPageHtml } from './dev-page-html.js';
import { errorPageHtml } from './error-page-html.js';
import { loadDevRenderer } from './load-dev-renderer.js';
import { routeModuleSource } from './route-module-source.js';
import { clientRoute } from '../render/client-route.js';
import { customPageModuleSource } from '../mdx/custom-page-compiler.js';
import { DevPageModules } from './dev-page-modules.js';
import { docFormatMemo } from '../mdx/doc-format.js';
import type { PageModuleFiles } from '../page-modules/page-module-files.js';
import { CUSTOM_PAGES_DIR, type CustomPageFile } from '../content/find-custom-pages.js';
import { DevCustomPages } from './dev-custom-pages.js';
import type { ProblemRegistry } from './problem-registry.js';
import { siteStructure, type SiteStructure } from './site-structure.js';
import { withDevClient } from './with-dev-client.js';
import { crashDiagnostic, diagnosticsOf } from './dev-diagnostics.js';
import { ROUTE_PREFIX, SIDEBAR_PREFIX } from './dev-paths.js';
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

/** Everything that follows from one good load of the config. */
interface Loaded {
  loaded: LoadedConfig;
  ctx: BuildContext;
  theme: ResolvedTheme;
  docs: DevDocs;
  /** The custom pages (`src/pages/`), found with the docs. */
  pages: DevCustomPages;
  /** Settles when the docs have been read (never rejects). */
  docsRead: Promise<void>;
  /** Each doc's last commit, when the site shows last updates: read once with the docs (dates change with commits, not edits). */
  lastUpdates?: ReadonlyMap<string, LastUpdate>;
  bundle?: DevClientBundle;
  renderer?: Promise<Renderer>;
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
 * in one place. The stateless parts live beside it (`site-structure`,
 * `anchor-targets`, `classify-change`, `route-module-source`,
 * `dev-page-html`, `doc-set-key`, `dev-diagnostics`, `dev-paths`).
 */
export class DevSite {
  readonly #options: DevSiteOptions;
  readonly #problems: ProblemRegistry;
  #pool: BuildPool | undefined;
  #compiler: DevCompiler | undefined;
  #state: Loaded | undefined;
  /** Set while the config file fails to load; pages show its errors until it is fixed. */
  #configBroken = false;
  #configVersion = 0;
  #docSetVersion = 0;
  /** Bumped by every change of docs or compiled results; keys the memo of {@link #structure}. */
  #version = 0;
  #memo: { version: number; generation: string; structure: SiteStructure } | undefined;
  #sidebarsJson = '';
  #sidebarVersion = 0;
  /** Images beside the docs, by output path (`assets/media/x-hash.png`), to their source files. */
  readonly #images = new Map<string, string>();
  /** How many times the open pages were told to update or reload (see `DevVersion`). */
  #changes = 0;
  #devClient: Promise<BundledFile> | undefined;
  /** The page components (MDX docs, custom pages) bundled so far. */
  readonly #pageModules: DevPageModules;
  /** Each server renderer loaded, numbered: a page's server module is loaded once per renderer (see `DevPageModules.serverModule`). */
  readonly #rendererIds = new WeakMap<Renderer, number>();
  #renderersLoaded = 0;
  /** How many times each page's file or a file its module imports was saved, which keys its bundle (see `#moduleGeneration`). */
  readonly #pageRevisions = new Map<string, number>();
  /** Each doc's format, for the config's `markdown.format`: a new config starts it afresh. */
  #formatOf = docFormatMemo();

  constructor(options: DevSiteOptions) {
    this.#options = options;
    this.#problems = options.problems;
    this.#pageModules = new DevPageModules(resolve(options.siteDir));
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

  /** Link checks under way, which a response or an update started and does not wait for. */
  readonly #checks = new Set<Promise<void>>();

  /**
   * Resolves once the link checks that responses and updates started (and
   * the compiling of the docs their anchors point into) are done, those
   * started meanwhile included.
   */
  async settled(): Promise<void> {
    while (this.#checks.size > 0) await Promise.allSettled(this.#checks);
  }

  /**
   * Checks a doc's links in a later turn, once the response or update that
   * asked for it has gone out (the reader waits for the page, not for its
   * link warnings), and keeps the check for `settled`.
   */
  #startCheckLinks(state: Loaded, doc: Doc): void {
    const checking: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.#checkLinks(state, doc))
      .finally(() => this.#checks.delete(checking));
    this.#checks.add(checking);
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
      if (!(await this.#bundleDoc(doc))) return this.#errorPage(path);
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
    const entry = this.#withModule(structure, structure.manifest.routes.get(path) ?? structure.manifest.notFound);
    const key = `render:${path}`;
    let html: string;
    try {
      const server = entry.module && this.#pageModules.serverModule(entry.module, this.#rendererId(renderer));
      const module = entry.module && { client: entry.module.client, server: server!, source: entry.sourceFile ?? server! };
      html = devPageHtml(state.ctx.config, renderer, structure, path, entry, this.#clientRoute(entry, structure), module);
    } catch (error) {
      this.#problems.set(key, [crashDiagnostic(error, `Rendering ${path} failed`)], path);
      return this.#errorPage(path);
    }
    this.#problems.set(key, [], path);
    if (doc) this.#startCheckLinks(state, doc);
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
      await this.#bundleDoc(doc);
      structure = this.#structure(state);
    } else if (structure.pageByRoute.has(path)) {
      await this.#preparePage(state, structure.pageByRoute.get(path)!);
      structure = this.#structure(state);
    }
    const found = path === structure.manifest.notFound.path ? structure.manifest.notFound : structure.manifest.routes.get(path);
    if (!found) return undefined;
    const entry = this.#withModule(structure, found);
    if (this.#isComponentPage(structure, entry) && !entry.module) return undefined;
    const hasSidebar = entry.sidebarId !== undefined && structure.sidebars.sidebars[entry.sidebarId] !== undefined;
    const base = this.baseUrl;
    const content = entry.module && { module: base + entry.module.client, styles: entry.module.styles.map((file) => base + file) };
    return routeModuleSource(entry, hasSidebar ? base + this.#sidebarUrl(entry.sidebarId!) : undefined, content);
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
    for (const entry of structure.manifest.routes.values()) manifest.routes[entry.path] = this.#clientRoute(this.#withModule(structure, entry), structure);
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
    return this.#pageModules.browserFile(path);
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
      isPageInput: (path) => this.#pageModules.routesUsing(path).length > 0,
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
      this.#version++;
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
    this.#version++;
    // A deleted file's problems go with it (even those of a doc that never had a route).
    for (const change of changes) {
      if ((change.kind !== 'doc' && change.kind !== 'page') || change.event !== 'unlink') continue;
      for (const key of ['file', 'compile', 'links', 'module']) this.#problems.clear(`${key}:${change.file}`);
    }
    this.#recordDocProblems(state);
    const reload = changes.some((c) => c.kind === 'static') ? 'a static file changed' : undefined;
    if (docSetKey(before.values()) !== docSetKey(after)) {
      this.#docSetVersion++;
      this.#setupCompiler(state);
      return { reload: 'docs were added, removed or moved', updated: [] };
    }
    // By text: a file saved again unchanged (or seen twice for one save) is nothing to update.
    const edited = after.filter((doc) => before.get(doc.id)?.source !== doc.source);
    const sidebarsBefore = this.#sidebarsJson;
    if (edited.length > 0 && !(await this.#compile(edited))) return { reload, updated: pagesUpdated };
    // An edited MDX doc's new module is bundled before the page is told: its route module imports it at once.
    await Promise.all(edited.map((doc) => this.#bundleDoc(doc)));
    const structure = this.#structure(state);
    for (const doc of edited) this.#startCheckLinks(state, doc);
    // A new title or sidebar label shows on other pages too (sidebar, breadcrumbs, prev/next): every page re-renders.
    const everywhere = this.#sidebarsJson !== sidebarsBefore || edited.some((doc) => titleOf(before.get(doc.id)) !== titleOf(doc));
    return { reload, updated: everywhere ? [...structure.manifest.routes.keys()] : [...new Set([...pagesUpdated, ...edited.map((doc) => doc.route)])] };
  }

  /**
   * Custom pages saved, or components that page modules import: each page
   * concerned is made again (compiled, bundled) and its route updated in
   * place. `undefined` when pages were added, removed or moved: the routes
   * changed, so the pages reload.
   */
  async #applyPageChanges(state: Loaded, changes: readonly FileChange[]): Promise<string[] | undefined> {
    const saved = changes.filter((c) => c.kind === 'page');
    const components = changes.filter((c) => c.kind === 'component');
    if (saved.length === 0 && components.length === 0) return [];
    this.#version++;
    if (saved.length > 0 && (await this.#findPages(state))) return undefined;
    const routes = new Set<string>();
    for (const change of saved) {
      const file = state.pages.byFile(change.file);
      if (file) routes.add(file.route);
    }
    for (const change of components) for (const route of this.#pageModules.routesUsing(change.file)) routes.add(route);
    const structure = this.#structure(state);
    await Promise.all(
      [...routes].map((route) => {
        // A module is keyed by its page's text, not by the files it imports: a new revision bundles it again.
        this.#pageRevisions.set(route, (this.#pageRevisions.get(route) ?? 0) + 1);
        const page = structure.pageByRoute.get(route);
        if (page) return this.#preparePage(state, page);
        const doc = structure.docByRoute.get(route);
        return doc ? this.#bundleDoc(doc) : undefined;
      }),
    );
    return [...routes];
  }

  /** What a page's module is keyed by besides its code: the setup, and how many times what it imports was saved. */
  #moduleGeneration(route: string): string {
    return `${this.#generation()}.${this.#pageRevisions.get(route) ?? 0}`;
  }

  /** Stops the worker and esbuild. */
  async close(): Promise<void> {
    await this.#state?.bundle?.dispose();
    await this.#pool?.destroy();
    this.#pageModules.dispose();
  }

  /**
   * Loads (or reloads) the config and everything that follows from it; false
   * when it failed. The docs are read after it, and awaited only if `awaitDocs`.
   */
  async #loadConfig(awaitDocs: boolean): Promise<boolean> {
    const { siteDir } = this.#options;
    let loaded: LoadedConfig;
    let theme: ResolvedTheme;
    try {
      loaded = await loadConfig(siteDir, { baseUrl: this.#options.baseUrl });
      theme = resolveTheme(resolve(siteDir), loaded.config.theme, loaded.config);
    } catch (error) {
      this.#configBroken = true;
      this.#problems.set('config', diagnosticsOf(error, 'Loading the config failed'));
      return false;
    }
    this.#configBroken = false;
    this.#problems.set('config', []);
    const previous = this.#state;
    const ctx: BuildContext = {
      buildId: `dev-${this.serverId}`,
      siteDir: resolve(siteDir),
      overrides: { baseUrl: this.#options.baseUrl },
      config: loaded.config,
      logger: { info() {}, warn() {} },
      warnings: [],
    };
    // The same theme keeps its esbuild context (an incremental rebuild); another one starts afresh.
    const sameTheme = previous?.theme.entry === theme.entry && previous.ctx.config.baseUrl === loaded.config.baseUrl;
    const bundle = sameTheme ? previous.bundle : undefined;
    if (!sameTheme) void previous?.bundle?.dispose();
    const state: Loaded = { loaded, ctx, theme, docs: new DevDocs(loaded.config.docsDir), pages: new DevCustomPages(resolve(siteDir)), docsRead: Promise.resolve(), bundle };
    state.docsRead = this.#readDocs(state);
    this.#state = state;
    if (bundle) void bundle.setSite(siteData(loaded.config));
    this.#configVersion++;
    this.#formatOf = docFormatMemo(loaded.config.markdown.format);
    this.#version++;
    this.#problems.set('markdown', []);
    if (awaitDocs) await state.docsRead;
    return true;
  }

  async #readDocs(state: Loaded): Promise<void> {
    const { config } = state.ctx;
    const git = config.showLastUpdateTime || config.showLastUpdateAuthor ? readGitLastUpdates(config.docsDir) : undefined;
    const pages = this.#findPages(state);
    try {
      await state.docs.load();
      this.#problems.set('docs', []);
    } catch (error) {
      this.#problems.set('docs', diagnosticsOf(error, 'Reading the docs failed'));
    }
    await pages;
    const lastUpdates = await git;
    state.lastUpdates = lastUpdates?.updates;
    this.#problems.set('git', lastUpdates?.warning ? [lastUpdates.warning] : []);
    this.#version++;
    this.#setupCompiler(state);
    this.#recordDocProblems(state);
  }

  #setupCompiler(state: Loaded): void {
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

  /** Routes and sidebars as of now, recomputed only after something changed. */
  #structure(state: Loaded): SiteStructure {
    const generation = this.#generation();
    if (this.#memo?.version === this.#version && this.#memo.generation === generation) return this.#memo.structure;
    const structure = siteStructure(state.ctx, state.loaded, state.docs.published(), (id) => this.#compiler!.latest(id), state.lastUpdates, state.pages.pages());
    this.#memo = { version: this.#version, generation, structure };
    const sidebarsJson = JSON.stringify(structure.sidebars.sidebars);
    if (sidebarsJson !== this.#sidebarsJson) {
      this.#sidebarsJson = sidebarsJson;
      this.#sidebarVersion++;
    }
    this.#problems.set('sidebars', structure.sidebars.diagnostics);
    this.#problems.set('routes', structure.routeDiagnostics);
    // The site's own links (navbar, footer, home page, sidebars), checked as the build does; warnings in dev.
    const siteLinks = findBrokenLinks({ ...this.#linkCheck(state, structure), linksOf: [], sidebars: structure.sidebars.sidebars });
    this.#problems.set('site-links', siteLinks.map(asWarning));
    return structure;
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
    this.#version++;
    docs.forEach((doc, i) => {
      const result = results[i]!;
      for (const image of result.images) this.#images.set(image.output, image.source);
      // Broken `.md` links warn in dev whatever `onBrokenMarkdownLinks` says; errors (a failed plugin, type stripping) stay errors.
      this.#problems.set(`compile:${doc.filePath}`, result.warnings, doc.route);
    });
    return true;
  }

  /** Checks a doc's links once its anchor targets are compiled; reports them as the doc's warnings. */
  async #checkLinks(state: Loaded, doc: Doc): Promise<void> {
    const result = this.#compiler!.latest(doc.id);
    if (!result) return;
    const targets = anchorTargets(doc, result, this.#structure(state)).filter((target) => !this.#compiler!.latest(target.id));
    if (targets.length > 0 && !(await this.#compile(targets))) return;
    // A newer edit started its own check meanwhile; this one's answer is stale.
    if (this.#compiler!.latest(doc.id) !== result || this.#state !== state) return;
    // The build's check of one page: broken links warn here (they must not stop anyone reading the page); a missing static image is an error in both.
    const broken = findBrokenLinks({ ...this.#linkCheck(state, this.#structure(state)), linksOf: [doc] }).map(asWarning);
    this.#problems.set(`links:${doc.filePath}`, [...broken, ...checkStaticImages([[doc.filePath, result]], state.loaded.config.staticDir)], doc.route);
  }

  /** Checks a markdown custom page's links as a doc's are (see `#startCheckLinks`), against the docs' headings. */
  #startCheckPageLinks(state: Loaded, file: CustomPageFile, result: SerializedCompiledDoc): void {
    const check = async (): Promise<void> => {
      const page = state.pages.pages().find((p) => p.file.filePath === file.filePath);
      if (!page?.doc || page.compiled !== result) return;
      const doc = page.doc;
      const targets = anchorTargets(doc, result, this.#structure(state)).filter((target) => !this.#compiler!.latest(target.id));
      if (targets.length > 0 && !(await this.#compile(targets))) return;
      if (this.#state !== state) return;
      const base = this.#linkCheck(state, this.#structure(state));
      const compiled = (id: string) => (id === doc.id ? result : base.compiled(id));
      const broken = findBrokenLinks({ ...base, docs: [...base.docs, doc], compiled, linksOf: [doc] }).map(asWarning);
      this.#problems.set(`links:${file.filePath}`, [...broken, ...checkStaticImages([[file.filePath, result]], state.loaded.config.staticDir)], file.route);
    };
    const checking: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(check)
      .finally(() => this.#checks.delete(checking));
    this.#checks.add(checking);
  }

  /** What links are checked against: the routes as of now, and the headings of the docs compiled so far. */
  #linkCheck(state: Loaded, structure: SiteStructure) {
    return { files: state.loaded, manifest: structure.manifest, docs: structure.docs, compiled: (id: string) => this.#compiler!.latest(id) };
  }

  #recordDocProblems(state: Loaded): void {
    for (const { file, route, diagnostics } of state.docs.problems()) this.#problems.set(`file:${file}`, diagnostics, route);
  }

  #bundle(state: Loaded): DevClientBundle {
    state.bundle ??= new DevClientBundle(state.theme, siteData(state.ctx.config), state.ctx.siteDir);
    return state.bundle;
  }

  /** The server renderer, loaded once per theme version; its failure is a site-wide problem. */
  #renderer(state: Loaded): Promise<Renderer> {
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
    const deps = entry.sidebarId === undefined ? [] : [this.#sidebarUrl(entry.sidebarId)];
    // A page component's files are known once it bundled (the route module links its CSS either way).
    return clientRoute(entry, chunk, deps, this.#isComponentPage(structure, entry));
  }

  /** Whether a route's page is a component (a custom page, an MDX doc), which is bundled and imported as the route module's `Content`. */
  #isComponentPage(structure: SiteStructure, entry: RouteEntry): boolean {
    if (structure.pageByRoute.has(entry.path)) return true;
    const doc = structure.docByRoute.get(entry.path);
    return doc !== undefined && this.#isMdx(doc);
  }

  /** Whether a doc is compiled as MDX (remembered per doc object, since every manifest asks of every doc). */
  #isMdx(doc: Doc): boolean {
    return this.#formatOf(doc) === 'mdx';
  }

  /** The entry with its page component's latest bundle, when its page is a component that bundled once. */
  #withModule(structure: SiteStructure, entry: RouteEntry): RouteEntry {
    if (!this.#isComponentPage(structure, entry)) return entry;
    const module: PageModuleFiles | undefined = this.#pageModules.latest(entry.path);
    return module ? { ...entry, module } : entry;
  }

  /**
   * Bundles an MDX doc's compiled module (nothing to do for a markdown doc)
   * and records its problems; false when there is no module for this
   * version of the doc (it does not compile, or does not bundle).
   */
  async #bundleDoc(doc: Doc): Promise<boolean> {
    const compiled = this.#compiler!.latest(doc.id);
    const key = `module:${doc.filePath}`;
    if (compiled?.mdx === undefined) {
      this.#problems.set(key, [], doc.route);
      // An MDX doc without a module failed to compile: its compile errors say why.
      return !this.#isMdx(doc);
    }
    try {
      await this.#pageModules.bundle({ route: doc.route, name: doc.id, file: doc.filePath, code: compiled.mdx }, this.#moduleGeneration(doc.route), this.baseUrl);
    } catch (error) {
      this.#problems.set(key, diagnosticsOf(error, `Bundling ${doc.route} failed`), doc.route);
      return false;
    }
    this.#problems.set(key, [], doc.route);
    return true;
  }

  /** Finds the custom pages; a folder that cannot be read is the site's problem, and the site has none meanwhile. */
  async #findPages(state: Loaded): Promise<boolean> {
    try {
      const changed = await state.pages.load();
      this.#problems.set('pages', []);
      return changed;
    } catch (error) {
      this.#problems.set('pages', diagnosticsOf(error, `Reading ${CUSTOM_PAGES_DIR} failed`));
      return false;
    }
  }

  /**
   * Makes a custom page's module: a markdown page compiled (its problems
   * recorded as a doc's are), then bundled. False when there is no module
   * for this version of the page.
   */
  async #preparePage(state: Loaded, file: CustomPageFile): Promise<boolean> {
    let code: string | undefined;
    if (file.kind === 'markdown') {
      const docRefs = state.docs.published().map(({ filePath, relativePath, route }) => ({ filePath, relativePath, route }));
      let compiled: SerializedCompiledDoc;
      let fresh: boolean;
      try {
        ({ compiled, fresh } = await state.pages.compile(file, markdownOptions(state.ctx.config), this.#generation(), docRefs));
      } catch (error) {
        this.#problems.set(`file:${file.filePath}`, diagnosticsOf(error, `Reading ${file.filePath} failed`), file.route);
        return false;
      }
      this.#problems.set(`file:${file.filePath}`, [], file.route);
      this.#problems.set(`compile:${file.filePath}`, compiled.warnings, file.route);
      if (fresh) {
        // Its title is the page's: the structure takes it from here.
        this.#version++;
        this.#startCheckPageLinks(state, file, compiled);
      }
      if (compiled.mdx === undefined) return false;
      code = compiled.mdx;
    }
    const key = `module:${file.filePath}`;
    try {
      await this.#pageModules.bundle(customPageModuleSource(file, code), this.#moduleGeneration(file.route), this.baseUrl);
    } catch (error) {
      this.#problems.set(key, diagnosticsOf(error, `Bundling ${file.route} failed`), file.route);
      return false;
    }
    this.#problems.set(key, [], file.route);
    return true;
  }

  /** A number per server renderer loaded. */
  #rendererId(renderer: Renderer): number {
    let id = this.#rendererIds.get(renderer);
    if (id === undefined) this.#rendererIds.set(renderer, (id = ++this.#renderersLoaded));
    return id;
  }

  #sidebarUrl(id: string): string {
    return `${SIDEBAR_PREFIX}${encodeURIComponent(id)}.js?v=${this.#sidebarVersion}`;
  }
}

/** A broken link as `quire dev` reports it: a warning, where the build makes it an error. */
function asWarning(diagnostic: Diagnostic): Diagnostic {
  return { ...diagnostic, severity: 'warning' };
}
