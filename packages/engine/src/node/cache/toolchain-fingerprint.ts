import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentHash } from './content-hash.js';
import { fileStatsMemo } from './file-stats-memo.js';

/**
 * Files in which a package manager records what is installed in a
 * `node_modules` folder (npm, pnpm, Yarn Berry, Yarn 1). Any install,
 * upgrade or removal rewrites them.
 */
const INSTALL_RECORDS = ['.package-lock.json', '.modules.yaml', '.yarn-state.yml', '.yarn-integrity'];

/** Code files of the engine; type declarations, maps and tests do not change what a build makes. */
const CODE_FILE = /\.(?:[cm]?js|tsx?|json)$/;
const NOT_CODE = /\.d\.[cm]?ts$|\.test\.tsx?$|\.map$/;

/** The memo of the fingerprint, in the engine's `dist` folder (see {@link toolchainFingerprint}); not code itself. */
const MEMO_FILE = '.toolchain-fingerprint.json';

/** Options of {@link toolchainFingerprint}. */
export interface ToolchainFingerprintOptions {
  /**
   * Whether to keep the fingerprint in a memo beside the code (default: when the code
   * folder is a `dist`, not when tests run the sources, which change all the time).
   */
  memo?: boolean;
  /** The clock the memo checks that files have settled against (tests move it on). */
  now?: () => number;
}

/**
 * A hash of everything, other than a site's own files, that decides what
 * the engine makes of them: the engine's code (its `dist` or, when running
 * from source, `src`), its version and dependency ranges, what the package
 * manager installed beside it (unified, remark, refractor, React,
 * esbuild… at their exact versions), and the Node.js version. Every cache
 * key includes it, so an upgrade of any of them starts from a clean slate
 * instead of trusting entries an older toolchain made.
 *
 * Hashing reads some 240 files (5.3 MB) on every build: measured 36-40 ms of
 * CPU, most of it in the thread pool, where the config phase's own file
 * reads queued behind it (config 50 -> 24 ms and cache 15 -> 1 ms without it,
 * 44-page cold build). So the hash is kept in a memo with the size, times and
 * inode of every file it read, and a build whose files are all as recorded
 * only `stat`s them (about 3 ms, synchronously).
 *
 * @param engineCodeDir The engine's compiled (or source) folder; tests point it elsewhere.
 */
export async function toolchainFingerprint(
  engineCodeDir = defaultEngineCodeDir(),
  options: ToolchainFingerprintOptions = {},
): Promise<string> {
  const packageDir = dirname(engineCodeDir);
  const memoFile = join(engineCodeDir, MEMO_FILE);
  // The memo's own name starts with a dot: the listing leaves it out.
  const files = listCodeFiles(engineCodeDir).sort();
  const manifestFile = join(packageDir, 'package.json');
  const candidates = installRecordCandidates(packageDir);
  // The nearest record, by stat; the memo also checks that none nearer has appeared since.
  const found = candidates.findIndex((file) => statSync(file, { throwIfNoEntry: false })?.isFile());
  const checked = found < 0 ? candidates : candidates.slice(0, found + 1);
  const useMemo = options.memo ?? basename(engineCodeDir) === 'dist';
  const memo = useMemo ? fileStatsMemo(memoFile, `quire-toolchain-1 ${process.versions.node}`, [manifestFile, ...checked, ...files], options.now) : undefined;
  const remembered = memo?.read();
  if (remembered !== undefined) return remembered;

  // Read synchronously: 240 reads in a row cost a fraction of as many thread-pool round trips.
  const contents = files.map((file) => readFileSync(file));
  const manifest = readOrUndefined(manifestFile) ?? Buffer.alloc(0);
  const record = found < 0 ? undefined : readOrUndefined(candidates[found]!);
  // A record that is there but cannot be read: the search goes on past it, and nothing is remembered.
  const installed = record ?? installRecord(candidates);
  const fingerprint = contentHash(
    'quire-toolchain',
    process.versions.node,
    manifest,
    installed,
    ...files.flatMap((file, i) => [file.slice(engineCodeDir.length), contents[i]!]),
  );
  if (found < 0 || record !== undefined) memo?.write(fingerprint);
  return fingerprint;
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

/**
 * The code files under `dir`, in any order. Folders whose names start with a
 * dot are skipped: they hold what a tool writes at run time beside the
 * code (Node's compile cache, a test's leftovers), which is not code, and
 * which another user may not be allowed to read (a build as that user
 * crashed listing such a folder).
 */
function listCodeFiles(dir: string, into: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    // The listing's folder is already normalized: a separator joins the names, at a fraction of `join`'s cost over 240 files.
    const path = `${dir}${sep}${entry.name}`;
    if (entry.isDirectory()) listCodeFiles(path, into);
    else if (entry.isFile() && CODE_FILE.test(entry.name) && !NOT_CODE.test(entry.name)) into.push(path);
  }
  return into;
}

/** Where a package manager's record of a `node_modules` folder above the engine may be, nearest first. */
function installRecordCandidates(from: string): string[] {
  const candidates: string[] = [];
  for (let dir = from; ; dir = dirname(dir)) {
    for (const name of INSTALL_RECORDS) candidates.push(join(dir, 'node_modules', name));
    if (dirname(dir) === dir) return candidates;
  }
}

/** The first of `candidates` that can be read, or empty. */
function installRecord(candidates: readonly string[]): Buffer {
  for (const file of candidates) {
    const bytes = readOrUndefined(file);
    if (bytes) return bytes;
  }
  return Buffer.alloc(0);
}

function readOrUndefined(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}
