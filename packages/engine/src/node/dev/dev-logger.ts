import type { Diagnostic } from '../diagnostic.js';

/** Where the dev server reports; the CLI prints it, tests record it. */
export interface DevLogger {
  /** Progress: ready, updates, reloads. */
  info(message: string): void;
  /** A problem that appeared (an error or a warning, by its severity). */
  problem(diagnostic: Diagnostic): void;
  /** A problem reported before that is gone now. */
  resolved(diagnostic: Diagnostic): void;
}
