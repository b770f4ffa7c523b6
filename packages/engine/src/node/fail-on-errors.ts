import { warn, type BuildContext } from './build-context.js';
import { QuireError, type Diagnostic } from './diagnostic.js';

/** Warnings go on; any error stops the build with every error listed. */
export function failOnErrors(ctx: BuildContext, diagnostics: Diagnostic[]): void {
  const errors = diagnostics.filter((d) => d.severity === 'error');
  diagnostics.filter((d) => d.severity === 'warning').forEach((d) => warn(ctx, d));
  if (errors.length > 0) throw new QuireError(errors);
}
