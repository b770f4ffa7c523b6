import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { contentHash } from '../cache/content-hash.js';
import { CodeCacheStore } from '../code-cache/code-cache-store.js';
import { runCachedScript } from '../code-cache/run-cached-script.js';
import type { RouteModule, SiteData } from '../../shared/types.js';
import { QuireError } from '../diagnostic.js';

/** The caches of renderers other than the last one kept: a few sites built with one install each keep theirs. */
const KEEP_OTHER_RENDERERS = 4;
/** The engine's code folder (`dist/bundle` when bundled), whose `.v8-cache` folder holds the renderers' caches too. */
const ENGINE_DIR = dirname(fileURLToPath(import.meta.url));

/**
 * Renders one route's app markup; the server side of the browser runtime.
 * Typed here without the React types of `src/ssr` so that Node code never
 * compiles against browser code (DESIGN.md); the theme's map is opaque here.
 */
export interface Renderer {
  components: unknown;
  renderPage(input: { site: SiteData; components: unknown; path: string; module: RouteModule }): string;
}

/** A server renderer written to disk (see `writeBundle`), with what names its code cache. */
export interface RendererFile {
  /** Absolute path of the script. */
  file: string;
  /** {@link rendererSourceHash} of its source. */
  sourceHash: string;
}

/**
 * What a renderer's code cache is named after: a hash of its source (the
 * first 16 hex digits of its `contentHash`). Worked out once, where the
 * source is written, and handed to every thread that loads it: hashing the
 * 1 MB again cost each of them about 12 ms.
 */
export function rendererSourceHash(source: string): string {
  return contentHash(source).slice(0, 16);
}

/**
 * Loads the server renderer the bundle phase wrote (`writeBundle`): the
 * theme's components and `@quire/engine/ssr` in one CommonJS script,
 * compiled from V8's code cache when there is one for it (kept beside the
 * engine, not in the site's cache: a cold build deletes that).
 *
 * Why: the renderer is about 1 MB (React's server renderer, the theme);
 * compiling it and the functions a build's rendering calls cost about 36 ms
 * of CPU in a small build. A renderer written again with the same contents
 * (same theme, same engine) has the same name, so its cache outlives the
 * build; the caches of a few other renderers are kept (several sites).
 *
 * @param renderer The script, and the hash of its source.
 * @param themeName The theme's package name, for the message when it has no `components`.
 * @param source The script's text, where the caller has it in memory (the main thread, which wrote it): not read again.
 */
export async function loadRenderer(renderer: RendererFile, themeName: string, source?: string): Promise<Renderer> {
  const { file } = renderer;
  source ??= await readFile(file, 'utf8');
  const module = runCachedScript({
    file,
    source,
    sourceHash: renderer.sourceHash,
    cacheName: 'renderer',
    keepOthers: KEEP_OTHER_RENDERERS,
    store: new CodeCacheStore(ENGINE_DIR),
    importMeta: { url: pathToFileURL(file).href } as ImportMeta,
    // bundleServerRenderer has esbuild write the renderer's dynamic imports as `require`.
    importModule: (specifier) => Promise.reject(new Error(`Quire: the server renderer imported ${specifier} dynamically.`)),
  }).exports as Partial<Renderer>;
  if (!module.components) {
    throw new QuireError({
      severity: 'error',
      message: `The theme package ${themeName} exports no \`components\` map.`,
      hint: 'A theme must export `components: ThemeComponents` (see @quire/engine/client).',
    });
  }
  if (!module.renderPage) throw new Error(`Quire: ${file} exports no renderPage.`);
  return { components: module.components, renderPage: module.renderPage };
}
