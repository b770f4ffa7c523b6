import { createRequire } from 'node:module';
import { join } from 'node:path';
import { QuireError } from '../diagnostic.js';
import { siteOverrides, type OverrideConfig, type SiteOverrides } from './site-overrides.js';

/** Absolute paths of the theme's modules and of the engine runtime it was built against. */
export interface ResolvedTheme {
  packageName: string;
  /**
   * The module exporting the theme's `components`: its `./components`
   * export when it has one (a module with the map alone), else its main
   * module. Bundles import the map from here, so a theme whose main module
   * re-exports every component for reuse does not put the ones its map
   * defers (see `deferredComponent`) back into every page's first script.
   */
  entry: string;
  /** The theme's stylesheet (`<theme>/styles.css`). */
  styles: string;
  /** `@quire/engine/client` as the theme resolves it. */
  engineClient: string;
  /** `@quire/engine/ssr` beside that client, for server rendering. */
  engineSsr: string;
  /**
   * The site's replacements for entries of the component map and its extra
   * stylesheets (config `components`, `customCss`), which every bundle of the
   * theme layers over it; absent for the theme alone (its prebuilt bundle).
   * Part of the theme's identity: the bundle cache keys on it.
   */
  overrides?: SiteOverrides;
}

/**
 * Finds the theme package as the site resolves it, falling back to the one
 * installed beside the engine (a site folder outside any project, like a
 * benchmark corpus). The runtime and the server renderer are then resolved
 * from the theme, so the theme's hooks, the client entry and the server
 * renderer share one copy of `@quire/engine/client` and of React.
 *
 * With `config`, its `components` and `customCss` are resolved too (see
 * `siteOverrides`): a missing file is an error at its line in the config.
 */
export function resolveTheme(siteDir: string, packageName = '@quire/theme', config?: OverrideConfig): ResolvedTheme {
  const fromSite = createRequire(join(siteDir, 'package.json'));
  const fromEngine = createRequire(import.meta.url);
  let entry: string | undefined;
  for (const require of [fromSite, fromEngine]) {
    try {
      entry = require.resolve(packageName);
      break;
    } catch {
      // Try the next place.
    }
  }
  if (!entry) {
    throw new QuireError({
      severity: 'error',
      message: `The theme package ${packageName} cannot be found from ${siteDir}.`,
      hint: `Install it in the site: npm install ${packageName}`,
    });
  }
  const fromTheme = createRequire(entry);
  const theme: ResolvedTheme = {
    packageName,
    entry: componentsModule(fromTheme, packageName) ?? entry,
    styles: fromTheme.resolve(`${packageName}/styles.css`),
    engineClient: fromTheme.resolve('@quire/engine/client'),
    engineSsr: fromTheme.resolve('@quire/engine/ssr'),
  };
  if (config) theme.overrides = siteOverrides(siteDir, config);
  return theme;
}

/** The theme's `./components` export, if its package has one. */
function componentsModule(fromTheme: NodeJS.Require, packageName: string): string | undefined {
  try {
    return fromTheme.resolve(`${packageName}/components`);
  } catch {
    return undefined;
  }
}
