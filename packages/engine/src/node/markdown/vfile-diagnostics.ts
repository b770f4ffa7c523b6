import type { VFile } from 'vfile';
import type { VFileMessage } from 'vfile-message';
import type { Doc } from '../content/doc.js';
import type { Diagnostic } from '../diagnostic.js';

/**
 * One message a unified plugin attached to a doc (`file.message(reason, node)`
 * or `file.fail(…)`) as a Quire diagnostic. Plugins put the fix in `note`
 * and the kind of problem in `ruleId`, which becomes the diagnostic's
 * `code` (the build summary counts warnings by it).
 */
export function vfileDiagnostic(message: VFileMessage, doc: Doc, severity: Diagnostic['severity'] = message.fatal ? 'error' : 'warning'): Diagnostic {
  return {
    severity,
    message: message.reason,
    file: doc.filePath,
    line: message.line ?? undefined,
    column: message.column ?? undefined,
    hint: message.note ?? undefined,
    code: (message.ruleId ?? undefined) as Diagnostic['code'],
  };
}

/** Every message the plugins left on a compiled doc, as diagnostics. */
export function vfileDiagnostics(file: VFile, doc: Doc): Diagnostic[] {
  return file.messages.map((message) => vfileDiagnostic(message, doc));
}
