import { createHash } from 'node:crypto';
import { link, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PreviousOutput } from '../write/previous-output.js';
import type { PageModuleFiles, PageModuleSource } from './page-module-files.js';

/** A page module that imports nothing (see `recmaHostImports`), with its file name. */
export interface StandaloneModule {
  source: PageModuleSource & { code: string };
  /** Its readable, unique name (see `entryNames`): the files are `<name>-<hash>`. */
  name: string;
}

/**
 * Whether this Node.js loads an ES module with `require` (20.19 and later),
 * as the server renderer loads page modules: where it cannot, standalone
 * modules are bundled like the others.
 */
export const REQUIRE_LOADS_ESM = (process.features as { require_module?: boolean }).require_module === true;

/**
 * Writes page modules that import nothing as they are, for the browser
 * (`<outDir>/<pagesDir>/<name>-<hash>.js`) and for the server renderer
 * (`<serverDir>/<name>-<hash>.mjs`, which it `require`s). Such a module
 * is MDX's output with the host's modules read in place of imports, most
 * of it the compact tree of the page's prose: bundling has nothing to
 * resolve, and minifying it saved 1.5 % of its gzipped size (200 pages of
 * the bench's MDX corpus) for 1.5 s of the 1000-page build. A module the
 * last build wrote is linked from `previous` (1000 pages: 0.9 s of writes).
 */
export async function writeStandaloneModules(
  modules: readonly StandaloneModule[],
  outDir: string,
  pagesDir: string,
  serverDir: string,
  previous?: Pick<PreviousOutput, 'link'>,
): Promise<Map<string, PageModuleFiles>> {
  const files = new Map<string, PageModuleFiles>();
  if (modules.length === 0) return files;
  await Promise.all([mkdir(join(outDir, pagesDir), { recursive: true }), mkdir(serverDir, { recursive: true })]);
  await Promise.all(
    modules.map(async ({ source, name }) => {
      const file = `${name}-${contentHash(source.code)}`;
      const client = `${pagesDir}/${file}.js`;
      const server = join(serverDir, `${file}.mjs`);
      const written = join(outDir, client);
      // The name is a hash of the bytes: the last build's file of that name is this one (a system call, not a write).
      if (!previous?.link(client, written)) await writeFile(written, source.code);
      // The same bytes: a second name for the file, where the file system allows one.
      await link(written, server).catch(() => writeFile(server, source.code));
      files.set(source.route, { client, deps: [], styles: [], server, inputs: [] });
    }),
  );
  return files;
}

/** Eight characters of the module's hash, as esbuild names its outputs. */
function contentHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 8).toUpperCase();
}
