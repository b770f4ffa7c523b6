import type { Diagnostic } from './diagnostic.js';
import type { Logger } from './build-context.js';
import type { BuildCacheStats } from './cache/build-cache.js';

/** Docs from which the build uses worker threads by default. */
export const POOL_THRESHOLD = 64;

/** What `build()` needs to know. */
export interface BuildOptions {
  /** The site folder holding `quire.config.ts` (default: `site` in the current directory). */
  siteDir: string;
  /** Output folder; overrides the config's `outDir`. Relative paths resolve from the current directory. */
  outDir?: string;
  /** Base URL the site is served under (`/redux-toolkit/`); overrides the config's `baseUrl`. */
  baseUrl?: string;
  /** Receives progress lines and warnings (default: silent). */
  logger?: Logger;
  /**
   * Worker threads for compiling markdown and rendering pages. Default: one
   * per core for a phase with at least {@link POOL_THRESHOLD} docs or pages
   * to do that the build cache does not hold, else 0 (in-process; starting
   * threads costs more than it saves on small sites and warm rebuilds).
   */
  threads?: number;
  /**
   * Use the persistent build cache in the config's `cacheDir` (default
   * true). False neither reads nor writes it: every doc is compiled and
   * every page rendered, as on a first build (`quire build --no-cache`).
   */
  cache?: boolean;
  /**
   * Stops the build when aborted: the unfinished site is removed and the
   * build rejects with the signal's reason, leaving the previous output as it
   * was (default: none). Once the new site is being swapped in, the swap
   * completes and the build resolves.
   */
  signal?: AbortSignal;
  /**
   * When only the bodies of a few docs changed since the last build into the
   * same folder, rebuild just their pages, in place (default true; see
   * `patchBuild`). False always builds the whole site, as when the patch
   * cannot be made.
   */
  patch?: boolean;
}

/** What `build()` reports when it succeeds. Failures throw a `QuireError` carrying diagnostics. */
export interface BuildResult {
  /** Absolute path of the written output folder. */
  outDir: string;
  /** Number of HTML pages written (every route plus `404.html`). */
  pages: number;
  /** Number of markdown docs compiled. */
  docs: number;
  /** Wall time of the whole build in milliseconds. */
  durationMs: number;
  /** Wall time of each phase in milliseconds, in phase order. */
  phases: Record<string, number>;
  /** Total bytes of every file in the output folder. */
  outputBytes: number;
  /** Every warning found. */
  warnings: Diagnostic[];
  /** What the build cache spared, when it was used. */
  cache?: BuildCacheStats;
  /**
   * Set when the build only rebuilt the pages of docs whose body changed, in
   * place (see `patchBuild`): how many it rebuilt. Absent after a full build.
   */
  patched?: number;
}
