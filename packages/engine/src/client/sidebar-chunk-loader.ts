import type { SidebarItem } from '../shared/types.js';

/** Imports a sidebar chunk by URL; the browser's `import()` in production, a fake in tests. */
export type SidebarChunkImporter = (url: string) => Promise<{ default: SidebarItem[] }>;

/**
 * The items of collapsed sidebar categories that pages ship without them
 * (a category's `itemsChunk`, on large sidebars): loaded on demand, kept
 * for the rest of the visit, and shared by every sidebar on screen.
 *
 * Items a page does ship inline are remembered under the same chunk, so a
 * category a reader opened stays filled when the next page ships it closed.
 * A failed load is forgotten, so opening the category again retries.
 */
export class SidebarChunkLoader {
  readonly #items = new Map<string, SidebarItem[]>();
  readonly #loading = new Map<string, Promise<SidebarItem[]>>();
  readonly #attempts = new Map<string, number>();
  readonly #listeners = new Set<() => void>();
  readonly #assetBase: string;
  readonly #importer: SidebarChunkImporter;

  /**
   * @param assetBase URL prefix of chunk files: the site's base URL.
   * @param importer how to import a chunk (default: dynamic `import()`).
   */
  constructor(assetBase: string, importer: SidebarChunkImporter = (url) => import(/* @vite-ignore */ url)) {
    this.#assetBase = assetBase;
    this.#importer = importer;
  }

  /** The items of a chunk, if loaded or seen inline; the same array every time, as React's store snapshots must be. */
  get(chunk: string): SidebarItem[] | undefined {
    return this.#items.get(chunk);
  }

  /**
   * Keeps items a page shipped inline. Quiet (no listener is told): it is
   * called while rendering, and whoever renders them already has them.
   */
  remember(chunk: string, items: SidebarItem[]): void {
    if (!this.#items.has(chunk)) this.#items.set(chunk, items);
  }

  /** Loads a chunk unless it is known or on its way; listeners hear when it arrives. */
  load(chunk: string): Promise<SidebarItem[]> {
    const known = this.#items.get(chunk);
    if (known) return Promise.resolve(known);
    let loading = this.#loading.get(chunk);
    if (!loading) {
      // A browser may remember a failed import of a URL, so a retry asks for a fresh one (as `RouteLoader` does).
      const attempt = (this.#attempts.get(chunk) ?? 0) + 1;
      this.#attempts.set(chunk, attempt);
      loading = this.#importer(this.#assetBase + chunk + (attempt > 1 ? `?retry=${attempt - 1}` : '')).then(
        (module) => {
          this.#loading.delete(chunk);
          this.#items.set(chunk, module.default);
          for (const listener of this.#listeners) listener();
          return module.default;
        },
        (error: unknown) => {
          this.#loading.delete(chunk);
          throw error instanceof Error ? error : new Error(String(error));
        },
      );
      this.#loading.set(chunk, loading);
    }
    return loading;
  }

  /** Calls `listener` whenever a chunk arrives; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };
}
