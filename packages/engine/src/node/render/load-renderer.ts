import { pathToFileURL } from 'node:url';
import type { RouteModule, SiteData } from '../../shared/types.js';
import { QuireError } from '../diagnostic.js';
import type { ResolvedTheme } from '../theme/resolve-theme.js';

/**
 * Renders one route's app markup; the server side of the browser runtime.
 * Typed here without the React types of `src/ssr` so that Node code never
 * compiles against browser code (DESIGN.md); the theme's map is opaque here.
 */
export interface Renderer {
  components: unknown;
  renderPage(input: { site: SiteData; components: unknown; path: string; module: RouteModule }): string;
}

/** Imports the theme and the server renderer that belongs with it (see `resolveTheme`). */
export async function loadRenderer(theme: ResolvedTheme): Promise<Renderer> {
  const ssr = (await import(pathToFileURL(theme.engineSsr).href)) as { renderPage?: Renderer['renderPage'] };
  const module = (await import(pathToFileURL(theme.entry).href)) as { components?: unknown };
  if (!module.components) {
    throw new QuireError({
      severity: 'error',
      message: `The theme package ${theme.packageName} exports no \`components\` map.`,
      hint: 'A theme must export `components: ThemeComponents` (see @quire/engine/client).',
    });
  }
  if (!ssr.renderPage) throw new Error(`Quire: ${theme.engineSsr} exports no renderPage.`);
  return { components: module.components, renderPage: ssr.renderPage };
}
