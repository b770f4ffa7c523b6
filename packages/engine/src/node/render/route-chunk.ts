import { assetHash } from './asset-hash.js';

/**
 * Bumped whenever `routeChunkSource` writes differently, or the chunk's name
 * is hashed from other inputs, so that a chunk's name changes with its text.
 */
const CHUNK_FORMAT = '2';

/**
 * The source of a route chunk: an ES module whose default export is the
 * route's `RouteModule`, its page data and the sidebar the page shows.
 *
 * Route chunks are data, so they are written directly rather than by
 * esbuild: nothing in them needs resolving or minifying, and thousands of
 * entry points made bundling the slowest phase of a large build. The JSON
 * goes in as string literals for `JSON.parse`, which browsers parse faster
 * than the same object written as JavaScript.
 *
 * A page that is code (an MDX doc, a custom page) imports its component's
 * module, relative to the chunk, as the module's `Content`.
 *
 * @param quotedSidebar `JSON.stringify(sidebarJson)`, when the caller has it: every page of a
 *   section shows the same sidebar view, tens of kilobytes on a large site, so quoting it once
 *   per view rather than once per page saves most of the time spent here.
 * @param contentModule The page component's module, as a URL relative to the chunk.
 */
export function routeChunkSource(pageJson: string, sidebarJson: string | undefined, quotedSidebar?: string, contentModule?: string): string {
  const page = `JSON.parse(${JSON.stringify(pageJson)})`;
  const sidebar = sidebarJson === undefined ? '' : `,sidebar:JSON.parse(${quotedSidebar ?? JSON.stringify(sidebarJson)})`;
  if (contentModule === undefined) return `export default{page:${page}${sidebar}};\n`;
  return `import Content from${JSON.stringify(contentModule)};export default{page:${page}${sidebar},Content};\n`;
}

/**
 * The file of a route chunk, relative to the output folder:
 * `assets/routes/api/createSlice-KZ4XQ2PA.js`, its readable name (see
 * `routeEntryNames`) and a hash of what goes into it. The hash is of
 * digests of the JSON texts (see `pageDataDigest`), not of the module text,
 * so the main thread can name every chunk (and write the route manifest the
 * pages point to) before the render threads write them, without the doc's
 * body in hand.
 *
 * @param pageDigest `pageDataDigest` of the route.
 * @param sidebarDigest A hash of the sidebar view's JSON text, when the page shows one.
 */
export function routeChunkFile(name: string, pageDigest: string, sidebarDigest: string | undefined): string {
  return `assets/${name}-${assetHash(CHUNK_FORMAT, pageDigest, sidebarDigest ?? '')}.js`;
}
