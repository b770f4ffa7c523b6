import { join, posix } from 'node:path';
import { writeFile } from '../fast-fs.js';
import { makeFolders } from '../write/make-folders.js';
import type { ClientRoute, SidebarItem } from '../../shared/types.js';
import { createLimiter } from '../create-limiter.js';
import { hashedFileName } from './hashed-file-name.js';
import { jsonModule } from './json-module.js';

/** A route whose chunk is to be written: its output name (see `routeEntryNames`), page data as JSON text, and sidebar. */
export interface RouteChunkSource {
  path: string;
  name: string;
  pageJson: string;
  sidebarId?: string;
}

/**
 * Writes the chunks that hold data rather than code: one per sidebar,
 * shared by the pages of that sidebar, and one per route holding its page
 * data and importing its sidebar's chunk. They are plain modules made
 * here, not by esbuild: each is a pure function of its own data, so a
 * change to one page rewrites one chunk (and no bundler has to look at a
 * thousand modules to find that out). Returns each route's chunk and its
 * static imports, by route path, as paths relative to `outDir`.
 */
export async function writeDataChunks(
  outDir: string,
  routes: readonly RouteChunkSource[],
  sidebars: Record<string, SidebarItem[]>,
): Promise<{ routes: Map<string, ClientRoute>; bytes: number }> {
  const files = new Map<string, string>();
  const sidebarFiles = new Map<string, string>();
  Object.entries(sidebars).forEach(([id, items], index) => {
    const module = jsonModule(JSON.stringify(items));
    // The index keeps two ids that differ only in unsafe characters apart.
    const file = `assets/chunks/${hashedFileName(`sidebar-${id.replace(/[^A-Za-z0-9_-]/g, '_')}-${index}`, module)}`;
    sidebarFiles.set(id, file);
    files.set(file, module);
  });

  const chunks = new Map<string, ClientRoute>();
  for (const route of routes) {
    const sidebarFile = route.sidebarId === undefined ? undefined : sidebarFiles.get(route.sidebarId);
    const folder = posix.dirname(`assets/${route.name}`);
    const module = sidebarFile
      ? jsonModule(route.pageJson, (page) => `{page:${page},sidebar}`, `import sidebar from${JSON.stringify(relativeImport(folder, sidebarFile))};`)
      : jsonModule(route.pageJson, (page) => `{page:${page}}`);
    const file = `assets/${hashedFileName(route.name, module)}`;
    files.set(file, module);
    chunks.set(route.path, { chunk: file, deps: sidebarFile ? [sidebarFile] : [] });
  }

  await makeFolders(outDir, [...files.keys()].map((file) => posix.dirname(file)));
  const limit = createLimiter(64);
  let bytes = 0;
  await Promise.all(
    [...files].map(([file, text]) => {
      bytes += Buffer.byteLength(text);
      return limit(() => writeFile(join(outDir, file), text));
    }),
  );
  return { routes: chunks, bytes };
}

/** `../../chunks/sidebar-docs-0-ABCD1234.js` as written in a module in `from` (both relative to the output folder). */
function relativeImport(from: string, file: string): string {
  const path = posix.relative(from, file);
  return path.startsWith('.') ? path : `./${path}`;
}
