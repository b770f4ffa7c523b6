import { sep } from 'node:path';

/** What kind of file changed, which decides what the open pages do. */
export type ChangeKind = 'doc' | 'partial' | 'page' | 'component' | 'config' | 'theme' | 'static';

/** What a changed file is judged against: the folders and files of the site as its config names them. */
export interface SiteFiles {
  /** Absolute path of the site folder. */
  siteDir: string;
  /** Whether a path is one of the docs by its name (see `DevDocs.owns`). */
  isDoc(file: string): boolean;
  /** Whether a file went into a page component's module bundled so far (a component, a stylesheet it imports). */
  isPageInput?(file: string): boolean;
  /** The custom pages' folder (`src/pages` of the site folder). */
  pagesDir?: string;
  /** The config's folders, once a config has loaded. */
  docsDir?: string;
  staticDir?: string;
  outDir?: string;
  configFile?: string;
  sidebarsFile?: string;
  /** Source files of the theme (the bundle's inputs in the theme's package or the site folder). */
  themeFiles: ReadonlySet<string>;
}

const CODE = /\.(?:[cm]?[jt]sx?|json)$/;
/** `_category_.json`, `.yml` or `.yaml` (see `CATEGORY_FILE_NAMES`). */
const CATEGORY_FILE = /[\\/]_category_\.(?:json|ya?ml)$/;
/** A YAML file of the docs folder: the tags file (`tags.yml`, or the one the config's `tags` names) is one. */
const TAGS_FILE = /\.ya?ml$/;

/**
 * Which kind of change an event on `file` (absolute) is, or `undefined`
 * when it concerns nothing served:
 *
 * - `doc`: a markdown file of the docs folder;
 * - `partial`: any other markdown file there (`_note.mdx`), which MDX docs may import;
 * - `component`: a file a page component's module was made from (a component, its CSS);
 * - `page`: a custom page's file (`src/pages/**`: `.js`, `.jsx`, `.ts`, `.tsx`, `.md`, `.mdx`,
 *   not `_`-prefixed, tests or type declarations), as `findCustomPages` finds them;
 * - `static`: a file of the static folder, or an image (any file but code)
 *   beside the docs;
 * - `theme`: a source file of the theme;
 * - `config`: the config or sidebars file, a `_category_` file of the docs, or a module in the site folder
 *   the config may import (not tests, dependencies, dot folders or the
 *   build's output).
 */
export function classifyChange(file: string, site: SiteFiles): ChangeKind | undefined {
  if (site.isDoc(file)) return 'doc';
  if (site.docsDir && isInside(file, site.docsDir) && /\.mdx?$/i.test(file)) return 'partial';
  // A page's own file first: one added or removed changes the routes.
  if (site.pagesDir && isInside(file, site.pagesDir) && isPageFile(file.slice(site.pagesDir.length + 1))) return 'page';
  if (site.isPageInput?.(file)) return 'component';
  // A folder's `_category_` file changes the sidebars, as an edit of the sidebars file does.
  if (site.docsDir && isInside(file, site.docsDir) && CATEGORY_FILE.test(file)) return 'config';
  // So does the tags file (`tags.yml`, config `tags`): its labels and permalinks are in every tagged page.
  if (site.docsDir && isInside(file, site.docsDir) && TAGS_FILE.test(file)) return 'config';
  // Code beside the docs (their tools and tests) is not the site's.
  if (site.docsDir && isInside(file, site.docsDir)) return CODE.test(file) ? undefined : 'static';
  if (site.staticDir && isInside(file, site.staticDir)) return 'static';
  if (site.themeFiles.has(file)) return 'theme';
  if (file === site.configFile || file === site.sidebarsFile) return 'config';
  if (!isInside(file, site.siteDir) || (site.outDir && isInside(file, site.outDir))) return undefined;
  const rel = file.slice(site.siteDir.length + 1).split(sep).join('/');
  if (/(^|\/)(node_modules|tests?|\.[^/]*)(\/|$)/.test(rel) || /\.test\.[cm]?[jt]sx?$/.test(rel)) return undefined;
  return CODE.test(rel) ? 'config' : undefined;
}

/** Whether `file` lies below the folder `dir`. */
export function isInside(file: string, dir: string): boolean {
  return file.startsWith(dir.endsWith(sep) ? dir : dir + sep);
}

/** Whether a path under `src/pages` is a page's own file (see `findCustomPages`), not a helper beside the pages. */
function isPageFile(rel: string): boolean {
  const parts = rel.split(sep);
  if (parts.some((part) => part.startsWith('_') || part.startsWith('.') || part === 'node_modules')) return false;
  return /\.(jsx?|tsx?|mdx?)$/i.test(rel) && !/(\.d\.ts|\.(test|spec)\.[jt]sx?)$/i.test(rel);
}
