import type { QuireError, Diagnostic } from '../diagnostic.js';

/** A thrown error as diagnostics: a QuireError's own, else one naming what failed. */
export function diagnosticsOf(error: unknown, what: string): Diagnostic[] {
  if (error instanceof Error && error.name === 'QuireError' && Array.isArray((error as QuireError).diagnostics)) return (error as QuireError).diagnostics;
  return [crashDiagnostic(error, what)];
}

/** A thrown error as one diagnostic saying what failed; the terminal holds the rest. */
export function crashDiagnostic(error: unknown, what: string): Diagnostic {
  const message = error instanceof Error ? error.message : String(error);
  return { severity: 'error', message: `${what}: ${message}`, hint: 'The terminal that runs `quire dev` may say more.' };
}
