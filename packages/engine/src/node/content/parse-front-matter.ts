import { LineCounter, isMap, isScalar, parseDocument, visit } from 'yaml';
import type { Document } from 'yaml';
import { QuireError } from '../diagnostic.js';
import type { Diagnostic } from '../diagnostic.js';
import type { FrontMatter } from './doc.js';
import { FRONT_MATTER_KEY_RULES, frontMatterSchema } from './front-matter-schema.js';
import { frontMatterYaml } from './front-matter-yaml.js';
import { wholeStrings } from './whole-strings.js';

/**
 * Reads and validates the front matter of a markdown file, with the `yaml`
 * package (YAML 1.2, core schema: `yes` and `2021-03-04` stay strings).
 * It is the one YAML parser of the engine because it keeps a source range
 * for every node and every error: a message can point at the very key.
 *
 * Returns `{}` when the file has none. Unknown keys are kept as they are.
 *
 * @param source The whole file.
 * @param filePath Where the file is, used only in diagnostics.
 * @throws QuireError with one diagnostic per problem, each naming the file, the
 *   line (in the whole file) of the bad key or YAML error, and how to fix it.
 */
export function parseFrontMatter(source: string, filePath: string): FrontMatter {
  const yamlText = frontMatterYaml(source);
  if (yamlText === undefined) return {};
  // The YAML starts on the file's second line, right after the opening `---`.
  const lineOffset = 1;

  const lineCounter = new LineCounter();
  // prettyErrors would append YAML-relative line numbers to messages; we report file lines instead.
  const document = parseDocument(yamlText, { lineCounter, prettyErrors: false });
  const at = (offset: number): Pick<Diagnostic, 'line' | 'column'> => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + lineOffset, column: col };
  };

  if (document.errors.length > 0) {
    throw new QuireError(
      document.errors.map((error) => ({
        severity: 'error' as const,
        message: `Front matter is not valid YAML: ${error.message}.`,
        file: filePath,
        ...at(error.pos[0]),
        hint: 'Fix the YAML between the `---` lines. Quote values that contain ": " or start with a special character, e.g. `title: "Redux: the basics"`.',
      })),
    );
  }

  const data = toData(document, filePath, at);
  if (data === null || data === undefined) return {};
  if (!isMap(document.contents)) {
    throw new QuireError({
      severity: 'error',
      message: 'Front matter must be a list of `key: value` lines.',
      file: filePath,
      line: 1 + lineOffset,
      column: 1,
      hint: 'Write one key per line, e.g. `title: Getting Started`.',
    });
  }

  const result = frontMatterSchema.safeParse(data);
  if (result.success) return result.data;

  const record = data as Record<string, unknown>;
  const seen = new Set<string>();
  const diagnostics: Diagnostic[] = [];
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (seen.has(key)) continue;
    seen.add(key);
    const rule = FRONT_MATTER_KEY_RULES[key];
    const keyOffset = keyOffsetOf(document, key);
    diagnostics.push({
      severity: 'error',
      message: rule
        ? `Front matter \`${key}\` must be ${rule.expected}, but is ${describe(record[key])}.`
        : `Front matter \`${key}\` is invalid: ${issue.message}.`,
      file: filePath,
      ...(keyOffset === undefined ? { line: 1 + lineOffset } : at(keyOffset)),
      ...(rule ? { hint: `Write it as \`${rule.example}\`, or remove the line.` } : {}),
    });
  }
  // Zod reports in schema order; a reader fixes the file top to bottom.
  throw new QuireError(diagnostics.sort((a, b) => (a.line ?? 0) - (b.line ?? 0)));
}

/**
 * The front matter as plain data. Parsing accepts an alias (`*name`) whose
 * anchor is missing, or aliases that expand into a huge value; only
 * turning the document into data finds them, and throws.
 */
function toData(document: Document, filePath: string, at: (offset: number) => Pick<Diagnostic, 'line' | 'column'>): unknown {
  try {
    // Kept for the whole build: see `wholeStrings`.
    return wholeStrings(document.toJS());
  } catch (error) {
    let aliasOffset: number | undefined;
    visit(document, {
      Alias(_, node) {
        aliasOffset = node.range?.[0];
        return visit.BREAK;
      },
    });
    throw new QuireError({
      severity: 'error',
      message: `Front matter is not valid YAML: ${error instanceof Error ? error.message : String(error)}.`,
      file: filePath,
      ...(aliasOffset === undefined ? { line: 2, column: 1 } : at(aliasOffset)),
      hint: 'A value that starts with `*` or `&` is a YAML alias or anchor: quote it if you mean the text, e.g. `title: "*alias"`.',
    });
  }
}

/** Offset of a top-level key in the YAML text, so a diagnostic can point at its line. */
function keyOffsetOf(document: Document, key: string): number | undefined {
  if (!isMap(document.contents)) return undefined;
  for (const pair of document.contents.items) {
    if (isScalar(pair.key) && String(pair.key.value) === key) return pair.key.range?.[0];
  }
  return undefined;
}

/** A value as a reader would name it in an error message. */
function describe(value: unknown): string {
  if (value === null || value === undefined) return 'empty';
  if (typeof value === 'string') {
    const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value;
    return `the string "${shown}"`;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return `the ${typeof value} ${String(value)}`;
  if (Array.isArray(value)) return 'a list';
  return 'a mapping';
}
