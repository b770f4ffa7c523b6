import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import * as esbuild from 'esbuild';
import type { SiteData } from '../../shared/types.js';
import { QuireError } from '../diagnostic.js';
import type { ResolvedTheme } from '../theme/resolve-theme.js';
import { writeEntryModules } from './write-entry-modules.js';

/** The client entry (runtime + theme + site data) as esbuild wrote it. */
export interface ClientBundle {
  /** The client entry script, relative to the output folder. */
  clientScript: string;
  /** Chunks the client entry imports statically, to preload. */
  clientDeps: string[];
  /** Stylesheets of the client entry. */
  stylesheets: string[];
  /** Every file written (scripts, styles, fonts, images), relative to the output folder, with its bytes. */
  files: Array<{ path: string; contents: Uint8Array }>;
  /** Absolute paths of every source file esbuild read, other than Quire's generated entry modules. */
  inputs: string[];
}

/**
 * The code half of the bundle phase: one esbuild run, with code splitting
 * and content-hashed names, over the client entry: the browser runtime,
 * the theme and its styles, and the site data. Writes into `outDir`.
 */
export async function bundleClient(site: SiteData, theme: ResolvedTheme, outDir: string): Promise<ClientBundle> {
  // Inside the staging folder, so a killed build's leftovers go with it; removed before the swap.
  const sourceDir = join(outDir, '.quire-entries');
  try {
    const client = await writeEntryModules(sourceDir, { site, theme });
    const result = await runEsbuild({ 'quire-client': client }, outDir);
    const files = result.outputFiles.map((file) => ({ path: relative(outDir, file.path).split('\\').join('/'), contents: file.contents }));
    await Promise.all([...new Set(files.map((f) => dirname(join(outDir, f.path))))].map((folder) => mkdir(folder, { recursive: true })));
    await Promise.all(files.map((f) => writeFile(join(outDir, f.path), f.contents)));
    return { ...readMetafile(result.metafile, outDir, client), files, inputs: inputsOf(result.metafile, outDir, sourceDir) };
  } finally {
    await rm(sourceDir, { recursive: true, force: true });
  }
}

/** One esbuild run; its errors become diagnostics. */
async function runEsbuild(entryPoints: Record<string, string>, outDir: string): Promise<esbuild.BuildResult<{ metafile: true; write: false }>> {
  try {
    return await esbuild.build({
      entryPoints,
      absWorkingDir: outDir,
      outdir: outDir,
      entryNames: 'assets/[dir]/[name]-[hash]',
      chunkNames: 'assets/chunks/[name]-[hash]',
      assetNames: 'assets/media/[name]-[hash]',
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: ['es2022', 'chrome100', 'firefox100', 'safari15'],
      minify: true,
      metafile: true,
      write: false,
      legalComments: 'none',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      loader: { '.svg': 'file', '.png': 'file', '.jpg': 'file', '.woff2': 'file', '.woff': 'file' },
      logLevel: 'silent',
    });
  } catch (error) {
    const failure = error as esbuild.BuildFailure;
    if (!Array.isArray(failure.errors)) throw error;
    throw new QuireError(
      failure.errors.map((m) => ({
        severity: 'error' as const,
        message: `Bundling failed: ${m.text}`,
        file: m.location?.file,
        line: m.location?.line,
        column: m.location ? m.location.column + 1 : undefined,
        hint: 'Check the theme and the site config; this is not caused by a markdown page.',
      })),
    );
  }
}

/** The client entry's script, its static imports and its stylesheet, from esbuild's metafile. */
function readMetafile(metafile: esbuild.Metafile, outDir: string, client: string): Pick<ClientBundle, 'clientScript' | 'clientDeps' | 'stylesheets'> {
  const clientScript = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint && resolve(outDir, output.entryPoint) === client)?.[0];
  if (!clientScript) throw new Error('Quire: esbuild produced no client entry.');
  const seen = new Set<string>();
  const visit = (file: string) => {
    for (const imp of metafile.outputs[file]?.imports ?? []) {
      if (imp.kind !== 'import-statement' || imp.external || seen.has(imp.path)) continue;
      seen.add(imp.path);
      visit(imp.path);
    }
  };
  visit(clientScript);
  const css = metafile.outputs[clientScript]?.cssBundle;
  return { clientScript, clientDeps: [...seen], stylesheets: css ? [css] : [] };
}

/** Source files of the bundle as absolute paths, leaving out the generated entry modules (made from the site data and theme paths). */
function inputsOf(metafile: esbuild.Metafile, outDir: string, sourceDir: string): string[] {
  return Object.keys(metafile.inputs)
    .filter((input) => !/^[a-z-]+:/.test(input)) // esbuild's own namespaces, such as `(disabled):`, are no files
    .map((input) => resolve(outDir, input))
    .filter((file) => !file.startsWith(sourceDir + '/') && !file.startsWith(sourceDir + '\\'))
    .sort();
}
