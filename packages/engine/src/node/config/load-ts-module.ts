/**
 * Loading a TypeScript (or JavaScript) module from a site folder, such as
 * `quire.config.ts` or `sidebars.ts`, without a TypeScript loader in Node.
 *
 * esbuild compiles the file and every local file it imports into one ESM
 * file; packages stay external imports, so they resolve from the site's
 * `node_modules` exactly as they would for the author. A module that
 * imports no local file only has its types erased (see `eraseModuleTypes`). The result is written
 * beside the source (for that resolution to work) under a unique name, and
 * imported from there. The name carries the process id, so that one left by
 * a build killed while importing it is removed by the next build, while
 * those of a build still running are not.
 */
import { randomUUID } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type BuildFailure, type Message, type Plugin } from 'esbuild';
import { describeFsError } from '../describe-fs-error.js';
import { QuireError, type Diagnostic } from '../diagnostic.js';
import { processIsRunning } from '../process-is-running.js';
import { eraseModuleTypes } from './erase-module-types.js';

/** Options of {@link loadTsModule}. */
export interface LoadTsModuleOptions {
  /**
   * Bare imports to take from a given absolute file instead of `node_modules`
   * (default none). The file is imported, not bundled, so the module shares
   * one instance of it with the caller.
   */
  aliases?: Record<string, string>;
}

/**
 * Compile and import `file`, returning its module namespace (`.default` is
 * the default export). A syntax or import-resolution error becomes a
 * `QuireError` naming `file:line:column`; an error thrown while the module
 * runs becomes a `QuireError` naming the file. The temporary compiled file is
 * always deleted.
 */
export async function loadTsModule(file: string, options: LoadTsModuleOptions = {}): Promise<Record<string, unknown>> {
  const entry = resolve(file);
  const aliases = options.aliases ?? {};
  // A module that imports no local file needs no bundling: its types are erased in place. A file that cannot be read goes to esbuild, which says why.
  const source = await readFile(entry, 'utf8').catch(() => undefined);
  const code = (source !== undefined && (await eraseModuleTypes(entry, source, aliases))) || (await compile(entry, aliases));
  const prefix = `.${basename(entry)}.quire-`;
  await removeAbandoned(dirname(entry), prefix);
  const temp = join(dirname(entry), `${prefix}${process.pid}-${randomUUID().slice(0, 8)}.mjs`);
  try {
    await writeFile(temp, code).catch((error: unknown) => {
      throw cannotWriteBeside(entry, error);
    });
    try {
      return (await import(pathToFileURL(temp).href)) as Record<string, unknown>;
    } catch (error) {
      if (error instanceof QuireError) throw error;
      throw new QuireError({
        severity: 'error',
        file: entry,
        message: `Running ${basename(entry)} failed: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  } finally {
    await rm(temp, { force: true });
  }
}

/**
 * A site folder the build may read but not write (a read-only checkout, a
 * folder of another user) stops the load here: the compiled copy must sit
 * beside its source for the source's imports to resolve as they do for the author.
 */
function cannotWriteBeside(entry: string, error: unknown): QuireError {
  const dir = dirname(entry);
  return new QuireError({
    severity: 'error',
    file: entry,
    message: `Cannot write the compiled copy of ${basename(entry)} beside it: ${describeFsError(error)}. Quire imports it from there so that its imports resolve from the site's node_modules.`,
    hint: `Give your user write access to ${dir} (e.g. \`chmod u+w ${dir}\`), or build from a copy of the site that you own.`,
  });
}

/** Deletes compiled copies (`<prefix><pid>-<random>.mjs`) left by processes that no longer run. */
async function removeAbandoned(dir: string, prefix: string): Promise<void> {
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (!name.startsWith(prefix) || !name.endsWith('.mjs')) continue;
    const pid = Number(/^\d+/.exec(name.slice(prefix.length))?.[0]);
    if (pid !== process.pid && !processIsRunning(pid)) await rm(join(dir, name), { force: true });
  }
}

async function compile(entry: string, aliases: Record<string, string>): Promise<string> {
  try {
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      write: false,
      logLevel: 'silent',
      plugins: [aliasPlugin(aliases), stylesheetsAsEmptyText, commonJsAsWritten],
    });
    return result.outputFiles[0]?.text ?? '';
  } catch (error) {
    const messages = (error as Partial<BuildFailure>).errors;
    if (!messages || messages.length === 0) throw error;
    throw new QuireError(messages.map((m) => toDiagnostic(m, entry)));
  }
}

/** Rewrite each aliased bare import to a `file:` URL, kept external. */
function aliasPlugin(aliases: Record<string, string>): Plugin {
  return {
    name: 'quire-aliases',
    setup(b) {
      const names = Object.keys(aliases);
      if (names.length === 0) return;
      const filter = new RegExp(`^(?:${names.map((n) => n.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})$`);
      b.onResolve({ filter }, (args) => ({ path: pathToFileURL(aliases[args.path]!).href, external: true }));
    },
  };
}

function toDiagnostic(message: Message, entry: string): Diagnostic {
  const location = message.location;
  // esbuild's text says what it expected ("Expected \"}\" but found \"docsDir\""); the usual cause is one character away.
  const hint = message.text.startsWith('Could not resolve')
    ? 'Install the package the file imports, or fix the path of the import.'
    : 'Fix the syntax at that spot: a missing comma between two keys, or a bracket or quote left open, is the usual cause.';
  if (!location) return { severity: 'error', file: entry, message: `${message.text}.`, hint };
  return {
    severity: 'error',
    // esbuild reports paths relative to its working directory (or a namespaced one, `quire-commonjs:/…`), and 0-based columns.
    file: resolve(location.file.replace(`${COMMONJS}:`, '')),
    line: location.line,
    column: location.column + 1,
    message: `${message.text}.`,
    hint,
  };
}

/** The namespace of local files read as CommonJS whatever their package's `type` (see {@link commonJsAsWritten}). */
const COMMONJS = 'quire-commonjs';

/** What a CommonJS file uses (`module.exports`, `exports.x =`, `require(`), in a file without `import`/`export` statements. */
const COMMONJS_SYNTAX = /\b(?:module\.exports|exports\.[\w$]+\s*=|require\s*\()/;
const MODULE_SYNTAX = /^\s*(?:import|export)\b/m;
const SCRIPT_LOADERS: Record<string, 'js' | 'jsx' | 'ts' | 'tsx'> = { '.js': 'js', '.jsx': 'jsx', '.ts': 'ts', '.tsx': 'tsx' };

/**
 * A local file written as CommonJS (`module.exports = …`, as most
 * Docusaurus `sidebars.js` files are) is read as CommonJS, also in a
 * package whose `package.json` has `"type": "module"`, where Node and
 * esbuild would take it for an ES module and fail on `module`. Docusaurus
 * loads such files (through jiti); so does Quire. esbuild decides by the
 * file's package, so the file is loaded in a namespace of its own, where
 * only its syntax counts.
 */
const commonJsAsWritten: Plugin = {
  name: 'quire-commonjs-as-written',
  setup(build) {
    build.onResolve({ filter: /^(?:\.|\/|[A-Za-z]:)/ }, async (args) => {
      if (args.pluginData === COMMONJS) return undefined;
      const found = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: COMMONJS });
      const loader = SCRIPT_LOADERS[extname(found.path)];
      if (found.errors.length > 0 || found.external || !loader) return found;
      const source = await readFile(found.path, 'utf8').catch(() => undefined);
      if (source === undefined || MODULE_SYNTAX.test(source) || !COMMONJS_SYNTAX.test(source)) return found;
      return { path: found.path, namespace: COMMONJS, pluginData: { source, loader } };
    });
    build.onLoad({ filter: /.*/, namespace: COMMONJS }, (args) => {
      const { source, loader } = args.pluginData as { source: string; loader: 'js' | 'jsx' | 'ts' | 'tsx' };
      return { contents: source, loader, resolveDir: dirname(args.path) };
    });
  },
};

/**
 * Stylesheets are for the browser: Node cannot import a `.css` file (a theme
 * may import one, e.g. for a search dialog it loads lazily), so on the server
 * each becomes an empty text module instead of an import that fails to load.
 */
const stylesheetsAsEmptyText: Plugin = {
  name: 'quire-stylesheets-as-empty-text',
  setup(build) {
    build.onResolve({ filter: /\.css$/ }, (args) => ({ path: args.path, namespace: 'quire-stylesheet' }));
    build.onLoad({ filter: /.*/, namespace: 'quire-stylesheet' }, () => ({ contents: '', loader: 'text' }));
  },
};
