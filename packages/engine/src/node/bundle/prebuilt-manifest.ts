import { dirname, join } from 'node:path';
import type { ResolvedTheme } from '../theme/resolve-theme.js';

/**
 * Bumped whenever what `bundleTheme` makes changes without a change of
 * esbuild or of any file it reads (its options, its plugins, its entry
 * code): a prebuilt bundle of another format is never used.
 */
export const PREBUILT_FORMAT = 2;

/**
 * The identifier the prebuilt client entry holds where a site's data goes.
 * esbuild leaves an undeclared global as it is, so it survives
 * minification once, verbatim, in the entry file.
 */
export const SITE_DATA_PLACEHOLDER = '__QUIRE_PREBUILT_SITE_DATA__';

/** Where a theme's prebuilt bundle lives: beside its entry module, in `prebuilt/`. */
export function prebuiltDir(theme: Pick<ResolvedTheme, 'entry'>): string {
  return join(dirname(theme.entry), 'prebuilt');
}

/**
 * `prebuilt/manifest.json`: what `prebuildThemeBundle` made and from what.
 * Paths are relative to the `prebuilt` folder, `/`-separated.
 */
export interface PrebuiltManifest {
  format: number;
  /** esbuild's version when the bundle was made. */
  esbuild: string;
  /** The theme's modules as the theme resolved them then; a site that resolves others cannot use the bundle. */
  theme: Pick<ResolvedTheme, 'styles' | 'engineClient' | 'engineSsr'>;
  /** The client entry script, holding {@link SITE_DATA_PLACEHOLDER} once. */
  clientScript: string;
  clientDeps: string[];
  stylesheets: string[];
  /** Every browser file, each stored under `browser/` by its path in a site's output. */
  files: string[];
  /** The server renderer, `server.cjs` (a CommonJS script since format 2). */
  server: string;
  /** Every source file esbuild read, with the SHA-256 of its contents then. */
  inputs: Array<{ path: string; sha256: string }>;
}
