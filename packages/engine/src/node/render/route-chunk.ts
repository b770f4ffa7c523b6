import { posix } from 'node:path';
import { assetHash } from './asset-hash.js';
import { jsonLiteral } from './json-literal.js';
import type { PageJob } from './page-html.js';

/**
 * Bumped whenever `routeChunkSource` writes differently, or the chunk's name
 * is hashed from other inputs, so that a chunk's name changes with its text.
 */
const CHUNK_FORMAT = '4';

/**
 * The source of a route chunk: an ES module whose default export is the
 * route's `RouteModule`, its page data and the sidebar the page shows.
 *
 * Route chunks are data, so they are written directly rather than by
 * esbuild: nothing in them needs resolving or minifying, and thousands of
 * entry points made bundling the slowest phase of a large build. The JSON
 * goes in as string literals for `JSON.parse` (see `jsonLiteral`), which
 * browsers parse faster than the same object written as JavaScript.
 *
 * A page that is code (an MDX doc, a custom page) imports its component's
 * module, relative to the chunk, as the module's `Content`. A page of a
 * pruned sidebar imports its view's modules (`sidebarModules`) rather than
 * carrying the view.
 *
 * @param quotedSidebar `jsonLiteral(sidebarJson)`, when the caller has it: every page of a
 *   section shows the same sidebar view, tens of kilobytes on a large site, so quoting it once
 *   per view rather than once per page saves most of the time spent here.
 * @param contentModule The page component's module, as a URL relative to the chunk.
 */
export function routeChunkSource(pageJson: string, sidebarJson: string | undefined, quotedSidebar?: string, contentModule?: string, sidebarModules?: SidebarImports): string {
  const page = `JSON.parse(${jsonLiteral(pageJson)})`;
  const imports: string[] = [];
  let sidebar = '';
  if (sidebarModules) {
    // `fill(skeleton, { chunk: items, … })`: the view, from modules every page of the sidebar shares (see `SidebarViewModules`).
    imports.push(`import f from${JSON.stringify(sidebarModules.fill)};`, `import s from${JSON.stringify(sidebarModules.skeleton)};`);
    const open = sidebarModules.open.map(([key, url], index) => {
      imports.push(`import o${index} from${JSON.stringify(url)};`);
      return `${JSON.stringify(key)}:o${index}`;
    });
    sidebar = `,sidebar:f(s,{${open.join(',')}})`;
  } else if (sidebarJson !== undefined) sidebar = `,sidebar:JSON.parse(${quotedSidebar ?? jsonLiteral(sidebarJson)})`;
  if (contentModule !== undefined) imports.push(`import Content from${JSON.stringify(contentModule)};`);
  return `${imports.join('')}export default{page:${page}${sidebar}${contentModule === undefined ? '' : ',Content'}};\n`;
}

/** A pruned sidebar's modules as a route chunk imports them: URLs relative to the chunk, and each open category's chunk file (its `itemsChunk`) with its URL. */
export interface SidebarImports {
  fill: string;
  skeleton: string;
  open: Array<[itemsChunk: string, url: string]>;
}

/**
 * The source of a job's route chunk (see {@link routeChunkSource}): its page
 * component's module and its sidebar's modules imported relative to the chunk.
 */
export function jobChunkSource(job: Pick<PageJob, 'client' | 'module' | 'sidebarModules'>, pageJson: string, sidebarJson: string | undefined, quotedSidebar?: string): string {
  const chunk = job.client.chunk;
  const modules = job.sidebarModules;
  const imports: SidebarImports | undefined = modules && {
    fill: relativeImport(chunk, modules.fill),
    skeleton: relativeImport(chunk, modules.skeleton),
    open: modules.open.map((file) => [file, relativeImport(chunk, file)]),
  };
  return routeChunkSource(pageJson, sidebarJson, quotedSidebar, job.module && relativeImport(chunk, job.module.client), imports);
}

/** How a chunk imports another file of the output folder (both relative to it): a relative URL, so the site works under any base URL. */
export function relativeImport(from: string, to: string): string {
  const path = posix.relative(posix.dirname(from), to);
  return path.startsWith('.') ? path : `./${path}`;
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
 * @param sidebarDigest A hash of the sidebar view's JSON text, or of the names of the modules it comes from, when the page shows one.
 */
export function routeChunkFile(name: string, pageDigest: string, sidebarDigest: string | undefined): string {
  return `assets/${name}-${assetHash(CHUNK_FORMAT, pageDigest, sidebarDigest ?? '')}.js`;
}

/** The readable name {@link routeChunkFile} made `file` from. */
export function routeChunkName(file: string): string {
  return file.slice('assets/'.length, file.lastIndexOf('-'));
}
