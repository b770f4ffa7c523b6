import type { ClientRoute, RouteModule } from '../shared/types.js';
import { assetIsGone, type AssetProbe } from './asset-is-gone.js';
import type { RouteMatch } from './route-matcher.js';
import { SiteUpdatedError } from './site-updated-error.js';

/** Where one route's chunks stand: `loading -> loaded | failed` (ARCHITECTURE.md, "route loading"). */
export type RouteLoadState =
  | { status: 'loading'; promise: Promise<RouteModule> }
  | { status: 'loaded'; module: RouteModule }
  | { status: 'failed'; error: Error };

/** Imports a module by URL; the browser's `import()` in production, a fake in tests. */
export type ModuleImporter = (url: string) => Promise<{ default: RouteModule }>;

/**
 * Loads route chunks on demand and remembers each route's state, one state
 * machine per route. A failed route can be loaded again (Retry); a loaded
 * route is never fetched twice. A load that failed because the chunk is no
 * longer on the server (a new deploy replaced it) fails with a
 * `SiteUpdatedError`, which no retry of the same file can fix.
 */
export class RouteLoader {
  readonly #states = new Map<string, RouteLoadState>();
  readonly #attempts = new Map<string, number>();
  /** Bumped by {@link RouteLoader.refresh}; part of every chunk URL once above 0. */
  #generation = 0;
  readonly #assetBase: string;
  readonly #importer: ModuleImporter;
  readonly #isGone: AssetProbe;
  readonly #beforeImport?: (route: ClientRoute) => Promise<void> | undefined;

  /**
   * @param assetBase URL prefix of chunk files: the site's base URL.
   * @param importer how to import a chunk (default: dynamic `import()`).
   * @param isGone asks whether a chunk is gone from the server after a failed import (default: {@link assetIsGone}).
   * @param beforeImport what must be ready before a route's chunk is imported (the host modules of a page component,
   *   its stylesheets).
   */
  constructor(
    assetBase: string,
    importer: ModuleImporter = (url) => import(/* @vite-ignore */ url),
    isGone: AssetProbe = assetIsGone,
    beforeImport?: (route: ClientRoute) => Promise<void> | undefined,
  ) {
    this.#assetBase = assetBase;
    this.#importer = importer;
    this.#isGone = isGone;
    this.#beforeImport = beforeImport;
  }

  /** The current state of a route, if it was ever requested. */
  state(key: string): RouteLoadState | undefined {
    return this.#states.get(key);
  }

  /**
   * Forgets every route loaded so far, so that the next load of each imports
   * it again. The browser keeps a module per URL for the life of the page,
   * so later loads ask for a fresh URL. For live updates from the dev server,
   * whose route modules change while the page is open; a loaded chunk of a
   * built site never changes.
   */
  refresh(): void {
    this.#generation++;
    this.#states.clear();
    this.#attempts.clear();
  }

  /** Load a route's module; joins a load in flight and retries one that failed. */
  load(match: RouteMatch): Promise<RouteModule> {
    const current = this.#states.get(match.key);
    if (current?.status === 'loaded') return Promise.resolve(current.module);
    if (current?.status === 'loading') return current.promise;
    // A browser may remember a failed import of a URL, so a retry asks for a
    // fresh URL; the file behind it is the same.
    const attempt = (this.#attempts.get(match.key) ?? 0) + 1;
    this.#attempts.set(match.key, attempt);
    const query = [
      ...(this.#generation > 0 ? [`v=${this.#generation}`] : []),
      ...(attempt > 1 ? [`retry=${attempt - 1}`] : []),
    ].join('&');
    const url = this.#assetBase + match.route.chunk + (query ? `?${query}` : '');
    const generation = this.#generation;
    // A load that a refresh overtook settles for its caller but records nothing.
    const record = (state: RouteLoadState): void => {
      if (generation === this.#generation) this.#states.set(match.key, state);
    };
    const ready = this.#beforeImport?.(match.route);
    // The chunk runs its page module as it is imported, and that reads the host: imported after.
    const promise = (ready ? ready.then(() => this.#importer(url)) : this.#importer(url)).then(
      (mod) => {
        record({ status: 'loaded', module: mod.default });
        return mod.default;
      },
      async (cause: unknown) => {
        // The import error does not say why; the server does. The chunk or
        // any file it imports may be the one that is gone.
        const files = [match.route.chunk, ...match.route.deps, ...(match.route.styles ?? [])].map((file) => this.#assetBase + file);
        const gone = (await Promise.all(files.map((file) => this.#isGone(file)))).some(Boolean);
        const error = gone ? new SiteUpdatedError({ cause }) : cause instanceof Error ? cause : new Error(String(cause));
        record({ status: 'failed', error });
        throw error;
      },
    );
    this.#states.set(match.key, { status: 'loading', promise });
    return promise;
  }
}
