/**
 * Diagnostics: what went wrong (or might have), where, and how to fix it.
 *
 * Phases report diagnostics as data; only the CLI decides how to print them
 * and whether the process fails (ARCHITECTURE.md, "Errors are data").
 */

/** The kinds of problem the build tells apart. */
export type DiagnosticCode =
  | 'broken-markdown-link'
  | 'duplicate-route'
  | 'broken-link'
  | 'unknown-admonition'
  | 'duplicate-heading-id'
  | 'unknown-code-language'
  | 'unsafe-html'
  | 'missing-image'
  | 'type-stripping'
  | 'code-files'
  | 'markdown-limit'
  | 'mdx-syntax'
  | 'mdx-import'
  | 'mdx-render'
  | 'unknown-front-matter-key'
  | 'inline-tag'
  | 'no-git-history';

/** A problem found in the user's input. */
export interface Diagnostic {
  severity: 'error' | 'warning';
  /** What is wrong, in one sentence. */
  message: string;
  /** The file it was found in, relative to the current directory when printed. */
  file?: string;
  /** 1-based line in `file`. */
  line?: number;
  /** 1-based column in `file`. */
  column?: number;
  /** How to fix it, e.g. "Did you mean /api/createSlice?". */
  hint?: string;
  /**
   * What kind of problem it is: lets the site choose the severity of some
   * (`onBrokenMarkdownLinks`, `onDuplicateRoutes`) and the build summary
   * count warnings by kind.
   */
  code?: DiagnosticCode;
}

/** Thrown by a phase when the build cannot go on; carries every error found so far. */
export class QuireError extends Error {
  readonly diagnostics: Diagnostic[];

  constructor(diagnostics: Diagnostic[] | Diagnostic) {
    const list = Array.isArray(diagnostics) ? diagnostics : [diagnostics];
    super(list.map(formatDiagnostic).join('\n'));
    this.name = 'QuireError';
    this.diagnostics = list;
  }
}

/** `file:line:column` for a diagnostic, as editors and terminals link it. */
export function formatLocation(d: Pick<Diagnostic, 'file' | 'line' | 'column'>): string {
  if (!d.file) return '';
  if (d.line === undefined) return d.file;
  return d.column === undefined ? `${d.file}:${d.line}` : `${d.file}:${d.line}:${d.column}`;
}

/** One diagnostic as a line of text: `file:line:col message hint`. */
export function formatDiagnostic(d: Diagnostic): string {
  const where = formatLocation(d);
  const text = d.hint ? `${d.message} ${d.hint}` : d.message;
  return where ? `${where} ${text}` : text;
}
