// Bundles one of the engine's Node entries (for bundle-node.mjs) as two
// files: `NAME.cjs`, the entry and its dependencies as one CommonJS script
// (wrapped as a function and ASCII only, see wrapScriptSource),
// and `NAME.js`, a small ES module that runs it from V8's code cache
// (dist/node/code-cache/run-cached-script.js) and re-exports what it exports.
//
// Why: Node 20 compiles every ES module from its source on every run, and
// its only code cache is `vm.Script`'s, which runs scripts, not modules
// (Node 22's `module.enableCompileCache()` is not there).
//
// A `vm.Script` has no `import()` or `import.meta` of its own on Node 20:
// the script's dynamic imports (those esbuild leaves: packages kept out of
// the bundle, refractor's grammars, the server renderer, a site's config)
// become calls of `__quireImport`, and `import.meta` the loader's own, which
// sits beside the script, so URLs resolve as before.
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
import { wrapScriptSource } from '../dist/node/code-cache/run-cached-script.js';

/** ES modules the script imports statically and `require` must not hand over as a namespace (see runCachedScript's `esModules`). */
const ES_MODULES = ['tinypool'];

/** The worker's export that writes its cache, for the pool to run before it ends the threads (see build-pool.ts). */
const SAVE_EXPORT = `/** Writes this thread's code caches: the script's and the server renderer's (see build-pool.ts). */
export function saveCodeCache() {
  saveCodeCaches();
}`;

/**
 * @param {object} options
 * @param {import('esbuild').BuildOptions} options.common esbuild options shared by the engine's entries
 * @param {string} options.name the output's name (`index` for index.js and index.cjs)
 * @param {string} options.entry the entry module, relative to the package
 * @param {Record<string, string>} options.define esbuild's `define` for the entry
 * @param {boolean} options.saveAtExit whether the loader writes the caches when the process exits (the main thread's entry), rather than when asked (a worker's: its pool asks before ending the threads, which `exit` listeners do not see)
 * @param {{ from: string, call: string }} [options.first] a function the loader calls before it loads the script (`from`: its module, relative to the package)
 */
export async function bundleCachedEntry({ common, name, entry, define, saveAtExit, first }) {
  const { absWorkingDir: root, outdir } = common;
  const script = await build({
    ...common,
    entryPoints: { [name]: entry },
    format: 'cjs',
    banner: {},
    write: false,
    define: { ...define, 'import.meta': '__quireImportMeta' },
  });
  const code = script.outputFiles.find((f) => f.path.endsWith('.js')).text;
  const map = script.outputFiles.find((f) => f.path.endsWith('.js.map')).text;
  // Every `import(` esbuild left is a dynamic import of the entry's: its own code has no such text in strings (checked: a string would be changed too).
  // Written as the loader compiles it (see wrapScriptSource): the wrapper on the first line, as Node's own loader puts it, so the source map still holds.
  const text = wrapScriptSource(
    code
      .replace(/(?<![\w$.])import\(/g, '__quireImport(')
      .replace(new RegExp(`sourceMappingURL=${name}\\.js\\.map\\s*$`), `sourceMappingURL=${name}.cjs.map\n`),
  );
  await mkdir(outdir, { recursive: true });
  await writeFile(join(outdir, `${name}.cjs`), text);
  await writeFile(join(outdir, `${name}.cjs.map`), map.replace(`"file": "${name}.js"`, `"file": "${name}.cjs"`));

  // The names to re-export: those of the same entry bundled as an ES module (a CommonJS bundle's metafile lists none).
  const asModule = await build({ ...common, entryPoints: { [name]: entry }, define, write: false, metafile: true, sourcemap: false });
  const exported = Object.values(asModule.metafile.outputs).find((o) => o.entryPoint === entry).exports;
  const esModules = ES_MODULES.filter((id) => new RegExp(`require\\("${id}"\\)`).test(code));
  const sourceHash = createHash('sha256').update(text).digest('hex').slice(0, 16);
  const loader = `import { fileURLToPath } from 'node:url';
import { runCachedScript } from './dist/node/code-cache/run-cached-script.js';
import { saveCodeCaches, saveCodeCachesAtExit } from './dist/node/code-cache/pending-code-caches.js';
${esModules.map((id, i) => `import * as esModule${i} from '${id}';`).join('\n')}
${first ? `import { ${first.call} } from '${first.from}';\n${first.call}();` : ''}
const script = runCachedScript({
  file: fileURLToPath(new URL('./${name}.cjs', import.meta.url)),
  prewrapped: true,
  sourceHash: '${sourceHash}',
  importMeta: import.meta,
  importModule: (specifier) => import(specifier),
  esModules: { ${esModules.map((id, i) => `'${id}': esModule${i}.default`).join(', ')} },
});
${saveAtExit ? "process.once('exit', saveCodeCachesAtExit);" : SAVE_EXPORT}
/** Not part of the API: whether this thread ran the script from V8's code cache, and writing that cache (for workers and tests). */
export const __codeCache = { used: script.cacheUsed, save: () => script.saveCache() };
export const { ${exported.join(', ')} } = script.exports;
`;
  await build({
    ...common,
    sourcemap: false,
    banner: {},
    stdin: { contents: loader, resolveDir: root, sourcefile: `${name}-loader.mjs` },
    outfile: join(outdir, `${name}.js`),
    outdir: undefined,
  });
}
