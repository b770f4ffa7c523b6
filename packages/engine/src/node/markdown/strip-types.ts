import { createRequire } from 'node:module';
import type * as SwcTypeScript from '@swc/wasm-typescript';

/**
 * swc's type stripper (`@swc/wasm-typescript`, the WebAssembly build that
 * Node's own `amaro` wraps), once a block has needed it. Required, not
 * imported with this module: compiling its WebAssembly costs about 0.1 s of
 * CPU, which a thread that meets no TypeScript block should not pay. A
 * CommonJS `require` is synchronous, so `stripTypes` can load it itself.
 */
let swc: typeof SwcTypeScript | undefined;
const require = createRequire(import.meta.url);
const loadedSwc = () => (swc ??= require('@swc/wasm-typescript') as typeof SwcTypeScript);

/** What makes a TypeScript block's JavaScript twin: `stripTypes`, or a memo of it. */
export type StripTypes = (code: string, language: 'ts' | 'tsx') => StripTypesResult;

/** Something in a TypeScript block that has no type-free JavaScript equivalent. */
export interface UnstrippableSyntax {
  /** 0-based line and column (in UTF-16 code units) in the code. */
  line: number;
  column: number;
  /** What it is, for the message: "an `enum`", "a parameter property"… */
  what: string;
  /** Its source text (first line), for the message. */
  text: string;
  /** True when the block does not parse as TypeScript (TSX for `tsx`): `what` is then the parser's message. */
  syntaxError: boolean;
}

/** The JavaScript of a TypeScript block, or why there is none. */
export type StripTypesResult =
  | { ok: true; code: string; /** For each line of `code`, its 0-based line in the TypeScript. */ sourceLines: number[] }
  | { ok: false; errors: UnstrippableSyntax[] };

/**
 * TypeScript to JavaScript for the JavaScript tab, by swc's strip-only mode
 * (the type stripping Node itself runs `.ts` files with): every type is
 * replaced by spaces, so lines, columns, comments and formatting stay as
 * written. Then the blank space that erasure leaves, which reads badly in a
 * docs page, is tidied:
 *
 * - a run of spaces that held a type shrinks to what was written around it
 *   (`const x: number = 1` → `const x = 1`, `f(a: string)` → `f(a)`),
 *   trailing spaces go;
 * - lines that held only types (`interface` and `type` declarations,
 *   `import type`, `export type`, with a comment ending them) go, and so
 *   does a blank line that would then double another or open or close the block;
 * - a call's `(` left alone once type arguments spanning lines went joins
 *   the callee (`createAsyncThunk<\n  A,\n>(` → `createAsyncThunk(`), and
 *   the `;` swc writes where erasure would join two statements moves to
 *   the start of the next one (`;(f)()`), as semicolon-free code writes it.
 *
 * What it cannot strip, because the syntax has runtime meaning or no
 * type-free spelling: `enum` (`const enum` too), a `namespace` or `module`
 * holding values, parameter properties (`constructor(private x: T)`),
 * `import x = require()`, `export =`, and the `<T>value` assertion (write
 * `value as T`). A `ts` block that does not parse as TypeScript but does
 * as TSX (a React component in a block fenced `ts`) is stripped as TSX. A
 * block with one of those, or that does not parse as TypeScript (nor as
 * TSX), gets `ok: false` with the first such place
 * (swc stops there), instead of JavaScript that would be wrong. Decorators
 * and `accessor` fields are kept, as they are JavaScript proposals.
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
 * blocks are 952 distinct ones), and a strip (about 0.3 ms a block on the
 * site's docs) costs more than a lookup. Results are frozen, so sharing one is safe.
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
  let blanked = blankTypes(code, language);
  // React docs often fence a component as `ts`: a block that does not parse as TypeScript is tried as TSX, where
  // `<div>` is an element (it cannot be a `<T>value` assertion there, which is what it would be in TypeScript).
  if (!blanked.ok && blanked.error.syntaxError && language === 'ts') {
    const asTsx = blankTypes(code, 'tsx');
    if (asTsx.ok) blanked = asTsx;
  }
  if (!blanked.ok) return { ok: false, errors: [blanked.error] };
  return tidy(code.split('\n'), blanked.code.split('\n'));
}

/**
 * The types of `code` replaced by spaces, by swc's strip-only mode, and
 * nothing else: every line and column stays where it was (what a module
 * that is run needs; `stripTypes` tidies this for reading). Or, the first
 * place swc cannot strip or parse (see `stripTypes`).
 */
export function blankTypes(code: string, language: 'ts' | 'tsx'): { ok: true; code: string } | { ok: false; error: UnstrippableSyntax } {
  const { transformSync } = loadedSwc();
  try {
    // `parser` is not in the package's `Options` type, but its Rust side reads it (`TsSyntax`): it is how TSX is parsed.
    const options = { mode: 'strip-only', parser: { syntax: 'typescript', tsx: language === 'tsx' } } as SwcTypeScript.Options;
    return { ok: true, code: transformSync(code, options).code };
  } catch (error) {
    return { ok: false, error: unstrippable(code, error) };
  }
}


/** The place and kind of what swc refused, from its error (1-based line, 0-based UTF-16 column). */
function unstrippable(code: string, error: unknown): UnstrippableSyntax {
  const { code: kind, message = String(error), startLine = 1, startColumn = 0 } = error as { code?: string; message?: string; startLine?: number; startColumn?: number };
  const line = startLine - 1;
  const text = (code.split('\n')[line] ?? '').slice(startColumn).trim();
  const syntaxError = kind !== 'UnsupportedSyntax';
  return { line, column: startColumn, what: syntaxError ? message : describe(message), text, syntaxError };
}

/** swc's message (`TypeScript enum is not supported in strip-only mode`) as the words the diagnostic uses. */
function describe(message: string): string {
  if (/\benum\b/.test(message)) return 'an `enum`';
  if (/\bnamespace\b|\bmodule\b/.test(message)) return 'a `namespace`';
  if (/parameter propert/.test(message)) return 'a parameter property';
  if (/import equals/.test(message)) return '`import … = require()`';
  if (/export assignment/.test(message)) return '`export =`';
  if (/angle-bracket/.test(message)) return 'a `<T>value` type assertion';
  return `syntax with runtime meaning (${message})`;
}

const isBlank = (line: string) => line.trim() === '';

function tidy(tsLines: string[], jsLines: string[]): StripTypesResult {
  const out: string[] = [];
  const sourceLines: number[] = [];
  let removedSinceText = false;
  // A line erased to the `;` swc leaves as an ASI guard (the next line starts with `(`, `[`…): the `;` goes to that line.
  let guard = false;
  jsLines.forEach((jsLine, i) => {
    const tsLine = tsLines[i] ?? '';
    let line = tidyLine(tsLine, jsLine);
    const erasedGuard = line.trim() === ';' && tsLine.trim() !== ';';
    // Erased to nothing, to the ASI guard, or to the comment that ended an erased declaration (`type A = B // the id`).
    const erased = !isBlank(tsLine) && (isBlank(line) || erasedGuard || (line.trimStart().startsWith('//') && !tsLine.trimStart().startsWith('//')));
    if (erased) {
      removedSinceText = true;
      guard ||= erasedGuard;
      return;
    }
    if (isBlank(line) && removedSinceText && (out.length === 0 || isBlank(out.at(-1)!))) return;
    // `function f<\n  T,\n>(a: T) {`: the `(` left alone on its line once the type parameters went joins the name.
    if (removedSinceText && out.length > 0 && /^\s*>\s*\(/.test(tsLine) && line.trimStart().startsWith('(')) {
      const previous = out.at(-1)!;
      out[out.length - 1] = `${previous}${/[\w$]$/.test(previous) ? '' : ' '}${line.trimStart()}`;
      removedSinceText = false;
      return;
    }
    if (guard && !isBlank(line)) {
      line = line.replace(/^\s*/, (indent) => `${indent};`);
      guard = false;
    }
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
 * One line with erased types taken out. swc keeps every
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
      const end = offset + run.length;
      // Spacing before the `;` swc put in place of an erased `as T` ending a statement: `b as T` → `b;`.
      if (jsLine[end] === ';' && tsLine[end] !== ';') return '';
      if (firstErased === -1) return run;
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
