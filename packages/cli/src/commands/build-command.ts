/**
 * `quire build`: run the engine's build, print progress and diagnostics as
 * they come, and end with a one-line summary. The engine reports problems as
 * data; this is where they become text and an exit code.
 */
import { isAbsolute, relative } from 'node:path';
import { styleText } from 'node:util';
import type { BuildResult, Diagnostic, Logger } from '@quire/engine';
import { listenForInterrupt } from './listen-for-interrupt.js';

/** Flags of `quire build`, already parsed and typed. */
export interface BuildCommandOptions {
  /** The site folder holding `quire.config.ts`. */
  siteDir: string;
  /** `--out`: output folder, overriding the config's `outDir` (default: the config's). */
  outDir?: string;
  /** `--base-url`: path the site is served under, overriding the config's `baseUrl` (default: the config's). */
  baseUrl?: string;
  /** False with `--no-cache`: build without reading or writing the build cache (default true). */
  cache?: boolean;
  /** `--timings`: print each phase's wall time after the summary (default: off). */
  timings?: boolean;
}

/**
 * Build the site and print what happened.
 * @returns the process exit code: 0 when the site was written, 1 when it was not.
 */
export async function buildCommand(options: BuildCommandOptions): Promise<number> {
  let engine: typeof import('@quire/engine');
  try {
    // Loaded on demand so that `quire --help` does not pay for esbuild, React and unified.
    engine = await import('@quire/engine');
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(paint('red', `Could not load @quire/engine: ${message}`, process.stderr));
    console.error('Is it built? In the Quire repository, run `npm run build` first.');
    return 1;
  }
  const { build, formatDiagnostic } = engine;
  const format = (label: string, d: Diagnostic): string => `${label}  ${formatDiagnostic(relativeToCwd(d))}`;

  const logger: Logger = {
    info: (message) => console.log(paint('dim', message, process.stdout)),
    warn: (diagnostic) => console.log(format(paint('yellow', 'warning', process.stdout), diagnostic)),
  };

  const interrupt = listenForInterrupt((name) =>
    console.error(`Stopping the build (${name}); press Ctrl+C again to quit at once.`),
  );
  let result: BuildResult;
  try {
    result = await build({
      siteDir: options.siteDir,
      ...(options.outDir !== undefined && { outDir: options.outDir }),
      ...(options.baseUrl !== undefined && { baseUrl: options.baseUrl }),
      ...(options.cache === false && { cache: false }),
      logger,
      signal: interrupt.signal,
    });
  } catch (error) {
    if (interrupt.signal.aborted) {
      const message = `Build stopped by ${interrupt.received ?? 'a signal'}: its unfinished files were removed and the previous site is untouched.`;
      console.error(paint('red', message, process.stderr));
      return interrupt.exitCode;
    }
    if (isQuireError(error)) {
      for (const d of error.diagnostics) console.error(format(paint('red', 'error', process.stderr), d));
      const n = error.diagnostics.length;
      console.error(paint('red', `Build failed with ${n} error${n === 1 ? '' : 's'}.`, process.stderr));
    } else {
      // Not the user's input but a bug (ours or a plugin's): the stack is what a report needs.
      const message = error instanceof Error ? error.message : String(error);
      console.error(paint('red', `Build crashed: ${message}`, process.stderr));
      if (error instanceof Error && error.stack) console.error(error.stack);
    }
    return 1;
  } finally {
    interrupt.dispose();
  }

  if (result.cache) console.log(paint('dim', describeCache(result.cache, result.patched), process.stdout));
  console.log(paint('green', summarize(result), process.stdout));
  if (options.timings) console.log(formatTimings(result.phases));
  return 0;
}


/** `Built 46 pages (44 docs) in 3.21 s, 1.42 MB in site/build, 3 warnings (2 broken-markdown-link, 1 unknown-admonition).` */
function summarize(result: BuildResult): string {
  const warnings = result.warnings.length;
  return [
    `Built ${result.pages} pages (${result.docs} docs) in ${formatDuration(result.durationMs)}`,
    `${formatBytes(result.outputBytes)} in ${relative(process.cwd(), result.outDir) || '.'}`,
    ...(warnings > 0 ? [`${warnings} warning${warnings === 1 ? '' : 's'} (${countByKind(result.warnings)})`] : []),
  ].join(', ') + '.';
}

/** `cache: 999 of 1000 docs and 1001 of 1003 pages reused, client bundle reused`, so a slow build can be told from a cold one; a patch (see `patchBuild`) says so. */
function describeCache(cache: NonNullable<BuildResult['cache']>, patched?: number): string {
  const { docs, pages } = cache;
  return [
    `cache: ${docs.reused} of ${docs.reused + docs.compiled} docs and ${pages.reused} of ${pages.reused + pages.rendered} pages reused`,
    `client bundle ${cache.clientBundle}`,
    ...(patched !== undefined ? [`only the changed pages rebuilt, in place`] : []),
    ...(cache.corruptEntries > 0 ? [`${cache.corruptEntries} damaged entries ignored`] : []),
  ].join(', ');
}

/** `timings  config 45 ms, content 12 ms, …`: one line, phases in the order they ran, easy to read and to parse. */
function formatTimings(phases: Record<string, number>): string {
  return `timings  ${Object.entries(phases)
    .map(([phase, ms]) => `${phase} ${ms} ms`)
    .join(', ')}`;
}

/** `2 broken-markdown-link, 1 unknown-admonition`: most frequent kind first, so the bulk of the work shows first. */
function countByKind(diagnostics: Diagnostic[]): string {
  const counts = new Map<string, number>();
  for (const d of diagnostics) counts.set(d.code ?? 'other', (counts.get(d.code ?? 'other') ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([kind, n]) => `${n} ${kind}`)
    .join(', ');
}

function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

/** Diagnostics carry absolute paths; relative ones are shorter and still clickable in terminals. */
function relativeToCwd(d: Diagnostic): Diagnostic {
  return d.file && isAbsolute(d.file) ? { ...d, file: relative(process.cwd(), d.file) } : d;
}

/**
 * Checked by shape rather than `instanceof`, so an error thrown by a second copy of the
 * engine (say, one a site's config imported) is still reported as diagnostics.
 */
function isQuireError(error: unknown): error is Error & { diagnostics: Diagnostic[] } {
  return error instanceof Error && error.name === 'QuireError' && Array.isArray((error as { diagnostics?: unknown }).diagnostics);
}

/** Color only for people: not in pipes, logs and CI files, and never when NO_COLOR is set. */
function paint(style: 'dim' | 'yellow' | 'red' | 'green', text: string, stream: NodeJS.WriteStream): string {
  return stream.isTTY && !process.env.NO_COLOR ? styleText(style, text) : text;
}
