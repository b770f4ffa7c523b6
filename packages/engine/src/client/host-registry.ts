import { HOST_GLOBAL } from '../shared/host-global.js';
import { loadDeferredComponents } from './deferred-component.js';
import { useThemeComponents, type ThemeComponents } from './theme-components.js';

/** What `installHost` puts on `globalThis` (see `HOST_GLOBAL`). */
export interface QuireHost {
  /** Each shared module by its specifier, shaped as an ES module. */
  modules: Record<string, object>;
  /** The components an MDX page renders its markdown with, for a theme's map. */
  mdxComponents(theme: ThemeComponents): Record<string, unknown>;
  /** Links stylesheets into the document and resolves once they have loaded (see `loadStylesheet`). */
  loadStylesheets(hrefs: readonly string[]): Promise<void>;
}

/** The installed host, once a page component needed it. */
export function installedHost(): QuireHost | undefined {
  return (globalThis as unknown as Record<string, QuireHost | undefined>)[HOST_GLOBAL];
}

/** The installed host's MDX components for the active theme (a page component is on screen, so the host is installed). */
export function useMdxComponents(): Record<string, unknown> {
  const theme = useThemeComponents();
  const host = installedHost();
  if (!host) throw new Error('Quire: a page component rendered before the host modules were installed.');
  return host.mdxComponents(theme);
}

let installing: Promise<void> | undefined;

/**
 * Installs the host's modules (see `installHost`), and loads the theme's
 * deferred components (see `deferredComponent`), the first time a page
 * that needs them is about to load. They are a chunk of their own: a site, or a
 * reader, that never meets an MDX doc or a custom page never downloads the
 * Docusaurus modules.
 */
export function ensureHost(components: ThemeComponents): Promise<void> {
  installing ??= Promise.all([import('./install-host.js'), loadDeferredComponents()]).then(([{ installHost }]) => installHost(components));
  return installing;
}

/**
 * What a route marked `host` needs before it shows: the host, and the
 * stylesheets of its page component (loaded by the host's chunk: only such
 * routes have any).
 */
export function prepareHostRoute(components: ThemeComponents, assetBase: string, styles: readonly string[] = []): Promise<void> {
  return ensureHost(components).then(() => installedHost()!.loadStylesheets(styles.map((file) => assetBase + file)));
}
