/**
 * How a doc's id and route follow from where its file sits (Docusaurus rules).
 *
 * Pure functions of the relative path and front matter, so they are easy to
 * test and the same everywhere. As in Docusaurus, number prefixes that order
 * files and folders (`01-guides/02-setup.md`) are not part of the id or the
 * route (`guides/setup`), unless the doc's front matter says
 * `parse_number_prefixes: false`.
 */
import { posix } from 'node:path';
import type { FrontMatter } from './doc.js';
import { parseNumberPrefix, stripPathNumberPrefixes } from './number-prefix.js';

/** Where a doc lives in the site. */
export interface DocLocation {
  /** Folder + `/` + base id, e.g. `api/createSlice`; no folder part at the docs root. */
  id: string;
  /** Route path without base URL, e.g. `/api/createSlice`. */
  route: string;
}

/** File names that stand for their folder: `guides/index.md` is served at `/guides`. */
const INDEX_NAMES = new Set(['index', 'readme']);

/**
 * Id and route of a doc.
 *
 * - base id: front-matter `id`, else the file name without extension;
 * - id: folder + `/` + base id (`README.md` keeps its name: `guides/README`);
 * - route: `slug` if given (an absolute slug as is, a relative one resolved
 *   against the doc's folder); else the folder itself for `index.md` and
 *   `README.md`; else `/` + folder + `/` + base id.
 *
 * @param relativePath Path relative to the docs folder, with forward slashes.
 */
export function docLocation(relativePath: string, frontMatter: Pick<FrontMatter, 'id' | 'slug' | 'parse_number_prefixes'>): DocLocation {
  const stripPrefixes = frontMatter.parse_number_prefixes !== false;
  const folder = stripPrefixes ? stripPathNumberPrefixes(folderOf(relativePath)) : folderOf(relativePath);
  const fileName = stripPrefixes ? parseNumberPrefix(fileNameOf(relativePath)).name : fileNameOf(relativePath);
  const baseId = frontMatter.id ?? fileName;
  const id = folder ? `${folder}/${baseId}` : baseId;

  let route: string;
  if (frontMatter.slug !== undefined) route = resolveSlug(folder, frontMatter.slug);
  // The index rule looks at the file name, not the id, as in Docusaurus.
  else if (INDEX_NAMES.has(fileName.toLowerCase())) route = `/${folder}`;
  else route = `/${folder ? `${folder}/` : ''}${baseId}`;
  return { id, route: normalizeRoute(route) };
}

/** The folder of a relative doc path, `''` at the docs root: `api/rtk-query/createApi.md` → `api/rtk-query`. */
export function folderOf(relativePath: string): string {
  const dir = posix.dirname(relativePath);
  return dir === '.' ? '' : dir;
}

/** The file name without its `.md`/`.mdx` extension: `api/createSlice.mdx` → `createSlice`. */
export function fileNameOf(relativePath: string): string {
  return posix.basename(relativePath).replace(/\.mdx?$/i, '');
}

/** A `slug` as a route: `/x` stays `/x`; `x` or `../x` is resolved against the doc's folder. */
export function resolveSlug(folder: string, slug: string): string {
  return slug.startsWith('/') ? slug : posix.join('/', folder, slug);
}

/** Routes start with `/` and never end in `/`, except the root `/` itself. */
export function normalizeRoute(route: string): string {
  const withSlash = route.startsWith('/') ? route : `/${route}`;
  const trimmed = withSlash.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}
