import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ClientManifest, RouteModule, SiteData } from '../../shared/types.js';
import { QuireError } from '../diagnostic.js';

/**
 * Renders one route's app markup; the server side of the browser runtime.
 * Typed here without the React types of `src/ssr` so that Node code never
 * compiles against browser code (DESIGN.md); the theme's map is opaque here.
 */
export interface Renderer {
  components: unknown;
  renderPage(input: { site: SiteData; components: unknown; manifest: ClientManifest; path: string; module: RouteModule }): string;
}

/**
 * Loads the theme as the site resolves it, and the engine's own server
 * renderer. Both reach `@quire/engine/client` through the same installed
 * package, so the React contexts they share are one and the same.
 */
export async function loadRenderer(siteDir: string, themePackage: string): Promise<Renderer> {
  const ssr = (await import(new URL('../../ssr/render-page.js', import.meta.url).href)) as {
    renderPage: Renderer['renderPage'];
  };
  let themeUrl: string;
  try {
    themeUrl = pathToFileURL(createRequire(join(siteDir, 'package.json')).resolve(themePackage)).href;
  } catch {
    try {
      themeUrl = pathToFileURL(createRequire(import.meta.url).resolve(themePackage)).href;
    } catch {
      throw new QuireError({
        severity: 'error',
        message: `The theme package ${themePackage} cannot be found from ${siteDir}.`,
        hint: `Install it in the site: npm install ${themePackage}`,
      });
    }
  }
  const theme = (await import(themeUrl)) as { components?: unknown };
  if (!theme.components) {
    throw new QuireError({
      severity: 'error',
      message: `The theme package ${themePackage} exports no \`components\` map.`,
      hint: 'A theme must export `components: ThemeComponents` (see @quire/engine/client).',
    });
  }
  return { components: theme.components, renderPage: ssr.renderPage };
}
