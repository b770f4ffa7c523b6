import { pathToFileURL } from 'node:url';
import type { RouteModule, SiteData } from '../../shared/types.js';
import { QuireError } from '../diagnostic.js';

/**
 * Renders one route's app markup; the server side of the browser runtime.
 * Typed here without the React types of `src/ssr` so that Node code never
 * compiles against browser code (DESIGN.md); the theme's map is opaque here.
 */
export interface Renderer {
  components: unknown;
  renderPage(input: { site: SiteData; components: unknown; path: string; module: RouteModule }): string;
}

/**
 * Imports the server renderer the bundle phase wrote (`writeBundle`): the
 * theme's components and `@quire/engine/ssr` in one module.
 *
 * @param serverModule Absolute path of the module.
 * @param themeName The theme's package name, for the message when it has no `components`.
 */
export async function loadRenderer(serverModule: string, themeName: string): Promise<Renderer> {
  const module = (await import(pathToFileURL(serverModule).href)) as Partial<Renderer>;
  if (!module.components) {
    throw new QuireError({
      severity: 'error',
      message: `The theme package ${themeName} exports no \`components\` map.`,
      hint: 'A theme must export `components: ThemeComponents` (see @quire/engine/client).',
    });
  }
  if (!module.renderPage) throw new Error(`Quire: ${serverModule} exports no renderPage.`);
  return { components: module.components, renderPage: module.renderPage };
}
