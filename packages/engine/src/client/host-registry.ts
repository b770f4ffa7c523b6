import { HOST_GLOBAL } from '../shared/host-modules.js';
import { loadDeferredComponents } from './deferred-component.js';
import type { ThemeComponents } from './theme-components.js';

/** What `installHost` puts on `globalThis` (see `HOST_GLOBAL`). */
export interface QuireHost {
  /** Each shared module by its specifier, shaped as an ES module. */
  modules: Record<string, object>;
  /** The components an MDX page renders its markdown with, for a theme's map. */
  mdxComponents(theme: ThemeComponents): Record<string, unknown>;
}

/** The installed host, once a page component needed it. */
export function installedHost(): QuireHost | undefined {
  return (globalThis as unknown as Record<string, QuireHost | undefined>)[HOST_GLOBAL];
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
  installing ??= Promise.all([import('./install-host.js'), loadDeferredComponents(components)]).then(([{ installHost }]) => installHost(components));
  return installing;
}
