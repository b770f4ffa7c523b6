import { resolve } from 'node:path';
import type { BuildContext } from '../build-context.js';
import { loadConfig, type LoadedConfig } from '../config/load-config.js';
import { readGitLastUpdates, type LastUpdate } from '../content/git-last-updates.js';
import type { Renderer } from '../render/load-renderer.js';
import { resolveTheme, type ResolvedTheme } from '../theme/resolve-theme.js';
import type { DevClientBundle } from './dev-client-bundle.js';
import { DevCustomPages } from './dev-custom-pages.js';
import { diagnosticsOf } from './dev-diagnostics.js';
import { DevDocs } from './dev-docs.js';
import type { ProblemRegistry } from './problem-registry.js';

/**
 * Everything that follows from one good load of the config. `DevSite` holds
 * one at a time and swaps it whole when the config is saved, so a check or
 * compile started against the old one can tell its answer is stale.
 */
export interface DevSiteState {
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

/** Where {@link loadDevSiteState} loads from. */
export interface DevSiteSource {
  /** The site folder (made absolute here). */
  siteDir: string;
  /** Overrides the config's `baseUrl` (the `--base-url` flag). */
  baseUrl?: string;
  /** The build id the state's context carries (one per server process). */
  buildId: string;
}

/**
 * Loads the config and its theme into a fresh state whose docs are not read
 * yet (`docsRead` is settled; the caller starts {@link readDevSiteDocs}).
 * Throws when the config or theme fails to load, leaving the previous state
 * as it was: the caller records the error and keeps serving it. `previous`
 * is asked for once the config has loaded, so the state it replaces is the
 * one in use then.
 *
 * The client bundle of `previous` carries over when the theme and base URL
 * are the same, so esbuild rebuilds incrementally; otherwise it is disposed
 * and the new state bundles afresh.
 */
export async function loadDevSiteState(source: DevSiteSource, current: () => DevSiteState | undefined): Promise<DevSiteState> {
  const siteDir = resolve(source.siteDir);
  const loaded = await loadConfig(source.siteDir, { baseUrl: source.baseUrl });
  const theme = resolveTheme(siteDir, loaded.config.theme, loaded.config);
  const previous = current();
  const ctx: BuildContext = {
    buildId: source.buildId,
    siteDir,
    overrides: { baseUrl: source.baseUrl },
    config: loaded.config,
    logger: { info() {}, warn() {} },
    warnings: [],
  };
  const sameTheme = previous?.theme.entry === theme.entry && previous.ctx.config.baseUrl === loaded.config.baseUrl;
  const bundle = sameTheme ? previous.bundle : undefined;
  if (!sameTheme) void previous?.bundle?.dispose();
  return { loaded, ctx, theme, docs: new DevDocs(loaded.config.docsDir), pages: new DevCustomPages(siteDir), docsRead: Promise.resolve(), bundle };
}

/**
 * Reads a state's docs (with front matter), its custom pages (through
 * `findPages`, which the page components own) and, when the site shows last
 * updates, the docs' last commits, all at once. Records the problems of each
 * under its own key (`docs`, `git`); never throws, since a broken doc must
 * not stop the server. The per-file problems are recorded apart, by
 * {@link recordDocProblems}, once the caller has set up the compiler.
 */
export async function readDevSiteDocs(state: DevSiteState, findPages: () => Promise<unknown>, problems: ProblemRegistry): Promise<void> {
  const { config } = state.ctx;
  // Started first: git and the custom pages are read while the docs are.
  const git = config.showLastUpdateTime || config.showLastUpdateAuthor ? readGitLastUpdates(config.docsDir) : undefined;
  const pages = findPages();
  try {
    await state.docs.load();
    problems.set('docs', []);
  } catch (error) {
    problems.set('docs', diagnosticsOf(error, 'Reading the docs failed'));
  }
  await pages;
  const lastUpdates = await git;
  state.lastUpdates = lastUpdates?.updates;
  problems.set('git', lastUpdates?.warning ? [lastUpdates.warning] : []);
}

/** Records each doc file's own problems (front matter, a clashing route) under `file:<path>`, at its route. */
export function recordDocProblems(state: DevSiteState, problems: ProblemRegistry): void {
  for (const { file, route, diagnostics } of state.docs.problems()) problems.set(`file:${file}`, diagnostics, route);
}
