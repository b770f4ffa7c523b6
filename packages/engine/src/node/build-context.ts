import type { Diagnostic } from './diagnostic.js';
import type { ResolvedConfig } from './config/resolved-config.js';

/** Where progress and warnings go; the CLI supplies one that prints, tests one that records. */
export interface Logger {
  info(message: string): void;
  warn(diagnostic: Diagnostic): void;
}

/**
 * Everything one build knows, passed explicitly from phase to phase.
 * There are no module-level caches or globals: two builds in one process
 * never share state.
 */
export interface BuildContext {
  /** Unique per build; workers key what they memoize by it. */
  buildId: string;
  /** Absolute path of the site folder (holding `quire.config.ts`). */
  siteDir: string;
  /** The command-line overrides the config was loaded with (workers load it again with them). */
  overrides: { outDir?: string; baseUrl?: string };
  config: ResolvedConfig;
  logger: Logger;
  /** Warnings collected so far, in the order they were found. */
  warnings: Diagnostic[];
  /** Aborts the build (`quire build` aborts it on SIGINT and SIGTERM); none by default. */
  signal?: AbortSignal;
}

/** Record a diagnostic as a warning on the context and pass it to the logger. */
export function warn(ctx: BuildContext, diagnostic: Omit<Diagnostic, 'severity'> & { severity?: Diagnostic['severity'] }): void {
  const d: Diagnostic = { ...diagnostic, severity: 'warning' };
  ctx.warnings.push(d);
  ctx.logger.warn(d);
}
