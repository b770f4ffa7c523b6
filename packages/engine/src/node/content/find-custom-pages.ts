import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { isIgnoredName } from './find-doc-files.js';

/** A file of the site's `src/pages/` that makes a route. */
export interface CustomPageFile {
  /** Absolute path of the file. */
  filePath: string;
  /** Path relative to `src/pages`, with forward slashes: `errors.tsx`, `blog/index.mdx`. */
  relativePath: string;
  /** Its route: `/errors`, `/blog`, `/` for `index`. */
  route: string;
  /** A React component module, or markdown (`.md`/`.mdx`) compiled to one. */
  kind: 'component' | 'markdown';
}

const PAGE_FILE = /\.(jsx?|tsx?|mdx?)$/i;
// Tests and type declarations sit beside pages without being pages, as Docusaurus' default `exclude` has it.
const NOT_A_PAGE = /(\.d\.ts|\.(test|spec)\.[jt]sx?)$/i;

/** Where Docusaurus (and Quire) read custom pages from, relative to the site folder. */
export const CUSTOM_PAGES_DIR = 'src/pages';

/**
 * The site's custom pages, as Docusaurus' pages plugin finds them: every
 * `.js`, `.jsx`, `.ts`, `.tsx`, `.md` and `.mdx` file under `src/pages`,
 * but names starting with `_` (a page's own components, partials) or `.`,
 * tests and type declarations. `src/pages/errors.tsx` is `/errors`,
 * `index.tsx` is its folder's route. Sorted by path.
 */
export async function findCustomPages(siteDir: string): Promise<CustomPageFile[]> {
  const root = join(siteDir, CUSTOM_PAGES_DIR);
  if (!existsSync(root)) return [];
  const found: CustomPageFile[] = [];
  const walk = async (dir: string, rel: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (isIgnoredName(entry.name)) continue;
      const relativePath = rel + entry.name;
      if (entry.isDirectory()) await walk(join(dir, entry.name), `${relativePath}/`);
      else if (PAGE_FILE.test(entry.name) && !NOT_A_PAGE.test(entry.name)) {
        found.push({ filePath: join(dir, entry.name), relativePath, route: customPageRoute(relativePath), kind: /\.mdx?$/i.test(entry.name) ? 'markdown' : 'component' });
      }
    }
  };
  await walk(root, '');
  return found.sort((a, b) => (a.relativePath < b.relativePath ? -1 : 1));
}

/** `errors.tsx` → `/errors`; `blog/index.mdx` → `/blog`; `index.js` → `/`. */
export function customPageRoute(relativePath: string): string {
  const path = relativePath.replace(PAGE_FILE, '').replace(/(^|\/)index$/, '');
  return `/${path}`.replace(/\/$/, '') || '/';
}
