import { readdir, readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentHash } from './content-hash.js';

/**
 * Files in which a package manager records what is installed in a
 * `node_modules` folder (npm, pnpm, Yarn Berry, Yarn 1). Any install,
 * upgrade or removal rewrites them.
 */
const INSTALL_RECORDS = ['.package-lock.json', '.modules.yaml', '.yarn-state.yml', '.yarn-integrity'];

/** Code files of the engine; type declarations, maps and tests do not change what a build makes. */
const CODE_FILE = /\.(?:[cm]?js|tsx?|json)$/;
const NOT_CODE = /\.d\.[cm]?ts$|\.test\.tsx?$|\.map$/;

/**
 * A hash of everything, other than a site's own files, that decides what
 * the engine makes of them: the engine's code (its `dist` or, when running
 * from source, `src`), its version and dependency ranges, what the package
 * manager installed beside it (unified, remark, refractor, React,
 * esbuild… at their exact versions), and the Node.js version. Every cache
 * key includes it, so an upgrade of any of them starts from a clean slate
 * instead of trusting entries an older toolchain made.
 *
 * @param engineCodeDir The engine's compiled (or source) folder; tests point it elsewhere.
 */
export async function toolchainFingerprint(engineCodeDir = defaultEngineCodeDir()): Promise<string> {
  const packageDir = dirname(engineCodeDir);
  const files = (await readdir(engineCodeDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && CODE_FILE.test(entry.name) && !NOT_CODE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  const contents = await Promise.all(files.map((file) => readFile(file)));
  const manifest = await readFile(join(packageDir, 'package.json')).catch(() => Buffer.alloc(0));
  const installed = await installRecord(packageDir);
  return contentHash(
    'quire-toolchain',
    process.versions.node,
    manifest,
    installed,
    ...files.flatMap((file, i) => [file.slice(engineCodeDir.length), contents[i]!]),
  );
}

/**
 * The engine's code folder this module was loaded from: `dist` when built
 * (whether from `dist/bundle/index.js`, the bundled entry, or from
 * `dist/node/cache/`), `src` when tests run the sources.
 */
function defaultEngineCodeDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (basename(dir) !== 'dist' && basename(dir) !== 'src') {
    if (dirname(dir) === dir) throw new Error(`Quire: cannot find the engine's code folder above ${fileURLToPath(import.meta.url)}.`);
    dir = dirname(dir);
  }
  return dir;
}

/** The nearest package manager's record of a `node_modules` folder above the engine, or empty. */
async function installRecord(from: string): Promise<Buffer> {
  for (let dir = from; ; dir = dirname(dir)) {
    for (const name of INSTALL_RECORDS) {
      const bytes = await readFile(join(dir, 'node_modules', name)).catch(() => undefined);
      if (bytes) return bytes;
    }
    if (dirname(dir) === dir) return Buffer.alloc(0);
  }
}
