/**
 * Loading a TypeScript (or JavaScript) module from a site folder, such as
 * `quire.config.ts` or `sidebars.ts`, without a TypeScript loader in Node.
 *
 * esbuild compiles the file and every local file it imports into one ESM
 * file; packages stay external imports, so they resolve from the site's
 * `node_modules` exactly as they would for the author. The result is written
 * beside the source (for that resolution to work) under a unique name, and
 * imported from there.
 */
import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type BuildFailure, type Message, type Plugin } from 'esbuild';
import { QuireError, type Diagnostic } from '../diagnostic.js';

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
  const code = await compile(entry, options.aliases ?? {});
  const temp = join(dirname(entry), `.${basename(entry)}.${randomUUID().slice(0, 8)}.mjs`);
  try {
    await writeFile(temp, code);
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
      plugins: [aliasPlugin(aliases)],
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
    // esbuild reports paths relative to its working directory, and 0-based columns.
    file: resolve(location.file),
    line: location.line,
    column: location.column + 1,
    message: `${message.text}.`,
    hint,
  };
}
