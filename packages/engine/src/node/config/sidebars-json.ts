/**
 * `sidebars.json`: the sidebars as JSON, one of the forms Docusaurus reads.
 * Parsed with the `yaml` package (JSON is YAML), the project's one parser of
 * such text, which gives a syntax error's line and column.
 */
import { basename } from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import { QuireError } from '../diagnostic.js';

/** The value of a JSON sidebars file, or a `QuireError` at the syntax error's `file:line:column`. */
export function parseSidebarsJson(file: string, source: string): unknown {
  const lineCounter = new LineCounter();
  const document = parseDocument(source, { lineCounter, prettyErrors: false });
  const error = document.errors[0];
  if (error) {
    const { line, col } = lineCounter.linePos(error.pos[0]);
    throw new QuireError({
      severity: 'error',
      file,
      line,
      column: col,
      message: `${basename(file)} is not valid JSON: ${error.message.split('\n')[0]}`,
      hint: 'Fix the syntax at that spot: a missing comma between two entries, or a bracket or quote left open, is the usual cause.',
    });
  }
  return document.toJS();
}
