import type { parseSync as ParseSync } from 'oxc-parser';
import type { blankSourceFile as BlankSourceFile } from 'ts-blank-space';
import type TypeScript from 'typescript';
import { blankTypesWithOxc } from './blank-types-with-oxc.js';

/**
 * oxc's parser, once `loadStripTypes` has imported it: it erases the types
 * of most blocks (`blankTypesWithOxc`). `null` where its native binding
 * does not load (a platform it has no build for): ts-blank-space then
 * strips every block, as it did before.
 */
let oxc: { parseSync: typeof ParseSync } | null | undefined;

/**
 * TypeScript and ts-blank-space, once `loadStripTypes` has imported them,
 * for the blocks oxc's walk leaves to them (syntax errors, `enum`…). Not
 * imported with the module, nor unless a block needs them: TypeScript costs
 * 0.1–0.3 s of CPU to load even from its code cache, in every thread.
 */
let typescript: { ts: typeof TypeScript; blankSourceFile: typeof BlankSourceFile } | undefined;
/** Set when a block needed TypeScript before it was loaded: the next `loadStripTypes` loads it. */
let typescriptWanted = false;

/**
 * Imports what `stripTypes` runs on: oxc's parser, and TypeScript if a
 * block has needed it (`StripTypesNotLoaded` was thrown for it) or
 * `options.typescript` asks for it. Call it before compiling docs that may
 * hold TypeScript blocks, and again after a `StripTypesNotLoaded`.
 */
export async function loadStripTypes(options: { typescript?: boolean } = {}): Promise<void> {
  if (oxc === undefined) {
    oxc = await import('oxc-parser').then(
      ({ parseSync }) => ({ parseSync }),
      () => null,
    );
  }
  if (typescript || !(options.typescript || typescriptWanted || oxc === null)) return;
  const [ts, blank] = await Promise.all([import('typescript'), import('ts-blank-space')]);
  typescript = { ts: ts.default, blankSourceFile: blank.blankSourceFile };
}

/**
 * Runs `compile` (which may strip types), loading what `stripTypes` asks
 * for and running it again each time it throws `StripTypesNotLoaded`: at
 * most twice, once for oxc's parser and once for TypeScript.
 */
export async function withStripTypesLoaded<T>(compile: () => T): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return compile();
    } catch (error) {
      if (!(error instanceof StripTypesNotLoaded) || attempt === 2) throw error;
      await loadStripTypes();
    }
  }
}

/** Thrown by `stripTypes` before `loadStripTypes` has run: the caller loads it and compiles the doc again. */
export class StripTypesNotLoaded extends Error {
  override name = 'StripTypesNotLoaded';
  constructor() {
    super('Quire: the type stripper is not loaded; await loadStripTypes() first.');
  }
}

/** What makes a TypeScript block's JavaScript twin: `stripTypes`, or a memo of it. */
export type StripTypes = (code: string, language: 'ts' | 'tsx') => StripTypesResult;

/** Something in a TypeScript block that has no type-free JavaScript equivalent. */
export interface UnstrippableSyntax {
  /** 0-based line and column in the code. */
  line: number;
  column: number;
  /** What it is, for the message: "an `enum`", "a parameter property"… */
  what: string;
  /** Its source text (first line), for the message. */
  text: string;
}

/** The JavaScript of a TypeScript block, or why there is none. */
export type StripTypesResult =
  | { ok: true; code: string; /** For each line of `code`, its 0-based line in the TypeScript. */ sourceLines: number[] }
  | { ok: false; errors: UnstrippableSyntax[] };

/**
 * TypeScript to JavaScript for the JavaScript tab, by erasing the types
 * as ts-blank-space does (so comments and formatting stay as written; most
 * blocks by `blankTypesWithOxc`, which gives the same result faster, the
 * rest by ts-blank-space itself), then
 * tidying the blank space erasure leaves, which reads badly in a docs page:
 *
 * - a run of spaces that held a type shrinks to what was written around it
 *   (`const x: number = 1` → `const x = 1`, `f(a: string)` → `f(a)`),
 *   trailing spaces go;
 * - lines that held only types (`interface` and `type` declarations,
 *   `import type`, `export type`) go, and so does a blank line that would
 *   then double another or open or close the block.
 *
 * Syntax with runtime meaning (`enum`, `namespace`, parameter properties,
 * `import x = require()`…) cannot be erased: ts-blank-space reports it,
 * and so does this, instead of returning wrong JavaScript.
 */
export function stripTypes(code: string, language: 'ts' | 'tsx'): StripTypesResult {
  const key = `${language}\0${code}`;
  let result = memo.get(key);
  if (result) memo.delete(key);
  else result = freezeResult(stripTypesUncached(code, language));
  // Re-set on a hit too: the Map's order is then least recently used first.
  memo.set(key, result);
  if (memo.size > MEMO_ENTRIES) memo.delete(memo.keys().next().value!);
  return result;
}

/**
 * How many stripped blocks a thread remembers. Sites repeat blocks (a store
 * setup shown on several pages; in the benchmark corpus 1649 TypeScript
 * blocks are 952 distinct ones), and a parse costs more than a lookup.
 * Results are frozen, so sharing one is safe.
 */
const MEMO_ENTRIES = 1000;
/** Results by language and code, least recently used first. */
const memo = new Map<string, StripTypesResult>();

function freezeResult(result: StripTypesResult): StripTypesResult {
  if (result.ok) Object.freeze(result.sourceLines);
  else result.errors.forEach((error) => Object.freeze(error));
  return Object.freeze(result);
}

function stripTypesUncached(code: string, language: 'ts' | 'tsx'): StripTypesResult {
  if (oxc === undefined) throw new StripTypesNotLoaded();
  const js = oxc && blankTypesWithOxc(oxc.parseSync, code, language);
  if (typeof js === 'string') return tidy(code.split('\n'), js.split('\n'));
  if (!typescript) {
    typescriptWanted = true;
    throw new StripTypesNotLoaded();
  }
  return stripTypesWithTypeScript(code, language);
}

/**
 * `stripTypes` on ts-blank-space alone, without oxc's walk and without the
 * memo: the reference `blankTypesWithOxc` must match, for its tests and the
 * code-cache warm-up. Needs `loadStripTypes({ typescript: true })` first.
 */
export function stripTypesWithTypeScript(code: string, language: 'ts' | 'tsx'): StripTypesResult {
  if (!typescript) throw new StripTypesNotLoaded();
  const { ts, blankSourceFile } = typescript;
  const tsx = language === 'tsx';
  const source = ts.createSourceFile(tsx ? 'block.tsx' : 'block.ts', code, ts.ScriptTarget.ESNext, false, tsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const errors: UnstrippableSyntax[] = [];
  const js = blankSourceFile(source, (node) => {
    const start = node.getStart(source);
    const { line, character } = source.getLineAndCharacterOfPosition(start);
    errors.push({ line, column: character, what: describe(ts, node.kind), text: code.slice(start, node.end).split('\n')[0]!.trim() });
  });
  if (errors.length > 0) return { ok: false, errors };
  return tidy(code.split('\n'), js.split('\n'));
}

function describe(ts: typeof TypeScript, kind: TypeScript.SyntaxKind): string {
  switch (kind) {
    case ts.SyntaxKind.EnumDeclaration:
      return 'an `enum`';
    case ts.SyntaxKind.ModuleDeclaration:
      return 'a `namespace`';
    case ts.SyntaxKind.PublicKeyword:
    case ts.SyntaxKind.PrivateKeyword:
    case ts.SyntaxKind.ProtectedKeyword:
    case ts.SyntaxKind.ReadonlyKeyword:
    case ts.SyntaxKind.OverrideKeyword:
    case ts.SyntaxKind.Parameter:
      return 'a parameter property';
    case ts.SyntaxKind.ImportEqualsDeclaration:
      return '`import … = require()`';
    case ts.SyntaxKind.ExportAssignment:
      return '`export =`';
    default:
      return 'syntax with runtime meaning';
  }
}

const isBlank = (line: string) => line.trim() === '';

function tidy(tsLines: string[], jsLines: string[]): StripTypesResult {
  const out: string[] = [];
  const sourceLines: number[] = [];
  let removedSinceText = false;
  jsLines.forEach((jsLine, i) => {
    const tsLine = tsLines[i] ?? '';
    const line = tidyLine(tsLine, jsLine);
    // Erased to nothing, or to the `;` ts-blank-space leaves as an ASI guard.
    const erased = !isBlank(tsLine) && (isBlank(line) || (line.trim() === ';' && tsLine.trim() !== ';'));
    if (erased) {
      removedSinceText = true;
      return;
    }
    if (isBlank(line) && removedSinceText && (out.length === 0 || isBlank(out.at(-1)!))) return;
    out.push(line);
    sourceLines.push(i);
    if (!isBlank(line)) removedSinceText = false;
  });
  while (out.length > 0 && isBlank(out.at(-1)!) && removedSinceText) {
    out.pop();
    sourceLines.pop();
  }
  return { ok: true, code: out.join('\n'), sourceLines };
}

/**
 * One line with erased types taken out. ts-blank-space keeps every
 * character's column, so an erased character is one that is a space in
 * the JavaScript but was not in the TypeScript. Each run of spaces holding
 * erased characters becomes: the indentation, at the start of the line;
 * nothing, at the end or before `, ; ) ] } > .`; else the spacing written
 * before the type, or failing that after it (`x: T = 1` → `x = 1`).
 */
function tidyLine(tsLine: string, jsLine: string): string {
  if (tsLine === jsLine) return jsLine;
  return jsLine
    .replace(/\s+/g, (run, offset: number) => {
      const written = tsLine.slice(offset, offset + run.length);
      const firstErased = [...run].findIndex((ch, i) => ch !== written[i]);
      if (firstErased === -1) return run;
      const end = offset + run.length;
      if (offset === 0) return written.slice(0, firstErased);
      if (end === jsLine.length) return '';
      // Before a closing bracket, a comma left dangling by an erased item goes too (see below).
      if (/[,;)\]}>.]/.test(jsLine[end]!)) return DROPPED;
      const before = written.slice(0, firstErased);
      return before || written.slice(lastErased(run, written) + 1);
    })
    // `{ a, type B }` → `{ a }`, `f(a, this: T)` → `f(a)`.
    .replace(/,\0(?=\})/g, ' ')
    .replace(/,?\0/g, '')
    .trimEnd();
}

/** Marks where erased text was dropped before a closing bracket, until the comma before it is looked at. */
const DROPPED = '\0';

function lastErased(run: string, written: string): number {
  for (let i = run.length - 1; i >= 0; i--) if (run[i] !== written[i]) return i;
  return -1;
}
