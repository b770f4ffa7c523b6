import { isAbsolute, relative } from 'node:path';
import type { DevProblem } from '../../shared/dev-messages.js';
import { formatDiagnostic, type Diagnostic } from '../diagnostic.js';
import type { DevLogger } from './dev-logger.js';

/**
 * Every problem the dev server knows of now, kept by where it came from (a
 * key such as `config` or `links:/abs/docs/intro.md`), so that one source's
 * problems are replaced as a whole when it is checked again. New problems
 * and fixed ones go to the logger once each; every change goes to
 * `onChange` (the browsers) once per turn of the event loop, however many
 * sources changed in it.
 */
export class ProblemRegistry {
  readonly #byKey = new Map<string, Entry[]>();
  readonly #logger: DevLogger;
  readonly #onChange: (problems: DevProblem[]) => void;
  #scheduled = false;

  constructor(logger: DevLogger, onChange: (problems: DevProblem[]) => void) {
    this.#logger = logger;
    this.#onChange = onChange;
  }

  /**
   * Replaces the problems of `key`. `route` ties them to a page, so that the
   * overlay shows them there only; without it they concern the whole site.
   */
  set(key: string, diagnostics: readonly Diagnostic[], route?: string): void {
    const before = this.#byKey.get(key) ?? [];
    const after = diagnostics.map((diagnostic) => ({ diagnostic, problem: toProblem(diagnostic, route) }));
    if (JSON.stringify(before.map((e) => e.problem)) === JSON.stringify(after.map((e) => e.problem))) return;
    const text = (e: Entry) => `${e.problem.severity} ${e.problem.route ?? ''} ${formatDiagnostic(e.diagnostic)}`;
    const old = new Set(before.map(text));
    const now = new Set(after.map(text));
    for (const entry of after) if (!old.has(text(entry))) this.#logger.problem(entry.diagnostic);
    for (const entry of before) if (!now.has(text(entry))) this.#logger.resolved(entry.diagnostic);
    if (after.length === 0) this.#byKey.delete(key);
    else this.#byKey.set(key, after);
    this.#schedule();
  }

  /** Removes every problem whose key starts with `prefix` (a deleted doc's, say). */
  clear(prefix: string): void {
    for (const key of [...this.#byKey.keys()]) if (key.startsWith(prefix)) this.set(key, []);
  }

  /** Every problem, site-wide ones first, then by key. */
  list(): DevProblem[] {
    const pageOnly = (entries: Entry[]) => Number(entries[0]?.problem.route !== undefined);
    return [...this.#byKey.entries()]
      .sort(([a, ea], [b, eb]) => pageOnly(ea) - pageOnly(eb) || a.localeCompare(b))
      .flatMap(([, entries]) => entries.map((e) => e.problem));
  }

  /** The errors that keep `route` from being served, site-wide ones included. */
  errorsFor(route: string | undefined): DevProblem[] {
    return this.list().filter((p) => p.severity === 'error' && (p.route === undefined || p.route === route));
  }

  #schedule(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      this.#onChange(this.list());
    });
  }
}

/** One problem: as found (for the terminal) and as the browser gets it. */
interface Entry {
  diagnostic: Diagnostic;
  problem: DevProblem;
}

/** A diagnostic as the browser gets it: the file relative to where the server runs, and its page. */
function toProblem(d: Diagnostic, route: string | undefined): DevProblem {
  const file = d.file && isAbsolute(d.file) ? relative(process.cwd(), d.file) : d.file;
  return {
    severity: d.severity,
    message: d.message,
    ...(file !== undefined && { file }),
    ...(d.line !== undefined && { line: d.line }),
    ...(d.column !== undefined && { column: d.column }),
    ...(d.hint !== undefined && { hint: d.hint }),
    ...(d.code !== undefined && { code: d.code }),
    ...(route !== undefined && { route }),
  };
}
