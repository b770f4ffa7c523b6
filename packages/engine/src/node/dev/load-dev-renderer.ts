import { pathToFileURL } from 'node:url';
import { loadTsModule } from '../config/load-ts-module.js';
import { QuireError } from '../diagnostic.js';
import type { Renderer } from '../render/load-renderer.js';
import type { ResolvedTheme } from '../theme/resolve-theme.js';

/**
 * The server renderer for `quire dev`: the engine's, with the theme loaded
 * afresh. Node keeps an imported module for the life of the process, so
 * importing the theme's entry again after an edit would return the old
 * code; instead its files are bundled into one new module each time (by
 * `loadTsModule`, the config's loader), while packages such as React and
 * `@quire/engine/client` stay imports that Node resolves once, so the theme
 * and the renderer share one copy of them.
 */
export async function loadDevRenderer(theme: ResolvedTheme): Promise<Renderer> {
  const [ssr, module] = await Promise.all([
    import(pathToFileURL(theme.engineSsr).href) as Promise<{ renderPage?: Renderer['renderPage'] }>,
    loadTsModule(theme.entry),
  ]);
  if (!module.components) {
    throw new QuireError({
      severity: 'error',
      file: theme.entry,
      message: `The theme package ${theme.packageName} exports no \`components\` map.`,
      hint: 'A theme must export `components: ThemeComponents` (see @quire/engine/client).',
    });
  }
  if (!ssr.renderPage) throw new Error(`Quire: ${theme.engineSsr} exports no renderPage.`);
  return { components: module.components, renderPage: ssr.renderPage };
}
