import { createRequire } from 'node:module';
import { contentHash } from '../cache/content-hash.js';
import type { RouteModule, SiteData } from '../../shared/types.js';
import { QuireError } from '../diagnostic.js';

/**
 * Renders one route's app markup; the server side of the browser runtime.
 * Typed here without the React types of `src/ssr` so that Node code never
 * compiles against browser code (ARCHITECTURE.md); the theme's map is opaque here.
 */
export interface Renderer {
  components: unknown;
  renderPage(input: { site: SiteData; components: unknown; path: string; module: RouteModule }): string;
  /** Puts React, the theme's components and the Docusaurus modules where page components find them (see `installHost`). */
  installHost?(components: unknown): void;
  /** Loads the theme's deferred components (see `deferredComponent`). */
  loadDeferredComponents?(): Promise<void>;
}

/** A server renderer written to disk (see `writeBundle`). */
export interface RendererFile {
  /** Absolute path of the script. */
  file: string;
  /** {@link rendererSourceHash} of its source: the file is named after it. */
  sourceHash: string;
}

/**
 * What a renderer's file is named after: a hash of its source (the first
 * 16 hex digits of its `contentHash`). Node keeps a required module for the
 * life of the process, so a renderer with other contents needs another name.
 */
export function rendererSourceHash(source: string): string {
  return contentHash(source).slice(0, 16);
}

/**
 * Loads the server renderer the bundle phase wrote (`writeBundle`): the
 * theme's components and `@quire/engine/ssr` in one CommonJS script,
 * required as a plain module.
 *
 * @param renderer The script, and the hash of its source.
 * @param themeName The theme's package name, for the message when it has no `components`.
 */
export async function loadRenderer(renderer: RendererFile, themeName: string): Promise<Renderer> {
  const { file } = renderer;
  const module = createRequire(import.meta.url)(file) as Partial<Renderer>;
  if (!module.components) {
    throw new QuireError({
      severity: 'error',
      message: `The theme package ${themeName} exports no \`components\` map.`,
      hint: 'A theme must export `components: ThemeComponents` (see @quire/engine/client).',
    });
  }
  if (!module.renderPage) throw new Error(`Quire: ${file} exports no renderPage.`);
  // Page components (MDX docs, custom pages) take React and the theme from here as they load;
  // the theme's deferred components render on the server as soon as the renderer is loaded.
  module.installHost?.(module.components);
  await module.loadDeferredComponents?.();
  return { components: module.components, renderPage: module.renderPage };
}
