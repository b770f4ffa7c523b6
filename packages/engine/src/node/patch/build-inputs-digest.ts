import { contentHash } from '../cache/content-hash.js';
import type { LoadedConfig } from '../config/load-config.js';
import type { ResolvedTheme } from '../theme/resolve-theme.js';

/**
 * A digest of what decides a build's output besides the files of the
 * recorded folders (see `recordedFolders`): the config as loaded (its
 * source, its sidebars file, and the values it resolved to, which covers
 * data it imports), the theme, and the client bundle's hash, which covers
 * the theme's source files and the site's replaced components.
 */
export function buildInputsDigest(loaded: LoadedConfig, theme: ResolvedTheme, bundleHash: string): string {
  return contentHash('build-inputs-1', loaded.configSource, loaded.sidebarsSource ?? '', JSON.stringify(loaded.config), JSON.stringify(theme), bundleHash);
}
