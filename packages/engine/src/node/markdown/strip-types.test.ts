import { describe, expect, it } from 'vitest';
import { blankTypes, stripTypes } from './strip-types.js';

function js(code: string, language: 'ts' | 'tsx' = 'ts'): string {
  const result = stripTypes(code, language);
  if (!result.ok) throw new Error(`unexpected errors: ${JSON.stringify(result.errors)}`);
  return result.code;
}

describe('stripTypes', () => {
  it('erases annotations, generics, assertions and non-null marks without leaving gaps', () => {
    expect(js('const x: number = 1')).toBe('const x = 1');
    expect(js('function f<T>(a: string, b?: T): void {}')).toBe('function f(a, b) {}');
    expect(js('const y = x as unknown as string;')).toBe('const y = x;');
    expect(js('let g = obj!.foo')).toBe('let g = obj.foo');
    expect(js("import { type A, b, type C } from 'm'")).toBe("import { b } from 'm'");
    expect(js('const f = <T,>(x: T) => x')).toBe('const f = (x) => x');
    expect(js('class K { private readonly z: number = 1 }')).toBe('class K { z = 1 }');
    expect(js('export const s = {} satisfies Record<string, number>')).toBe('export const s = {}');
  });

  it('keeps comments, indentation and blank lines as written', () => {
    const ts = '// Adds one.\nexport function inc(n: number) {\n  /* the rest */\n\n  return n + 1 // done\n}';
    expect(js(ts)).toBe('// Adds one.\nexport function inc(n) {\n  /* the rest */\n\n  return n + 1 // done\n}');
  });

  it('removes type-only lines and the blank lines they would leave doubled', () => {
    const ts = [
      "import type { Store } from './store'",
      "import { configureStore, type Slice } from '@reduxjs/toolkit'",
      '',
      'interface Props {',
      '  a: string',
      '}',
      '',
      'type Id = string',
      '',
      'export const id = (x: Id) => x',
      '',
      'export type { Props }',
    ].join('\n');
    expect(js(ts)).toBe("import { configureStore } from '@reduxjs/toolkit'\n\nexport const id = (x) => x");
  });

  it('maps each JavaScript line to its TypeScript line', () => {
    const result = stripTypes('type A = 1\n\nconst a = 1\ninterface B {}\nconst b = 2', 'ts');
    expect(result).toEqual({ ok: true, code: 'const a = 1\nconst b = 2', sourceLines: [2, 4] });
  });

  it('keeps JSX in tsx', () => {
    expect(js('export const App = ({ name }: { name: string }) => <p className="x">Hi {name}</p>', 'tsx')).toBe(
      'export const App = ({ name }) => <p className="x">Hi {name}</p>',
    );
  });

  it('leaves no gap where an erased `as T` ended a statement, and moves a needed `;` to the next line', () => {
    expect(js('const a = (await res.json()) as Data\nuse(a)')).toBe('const a = (await res.json())\nuse(a)');
    // Erasing would make `b(c)` of the two lines: swc writes `;`, which goes where semicolon-free code puts it.
    expect(js('const a = b as T\n(c)')).toBe('const a = b;\n(c)');
    expect(js('let x = 1\ntype A = 1\n(f)()')).toBe('let x = 1\n;(f)()');
  });

  it('joins a call to its `(` when type arguments spanning lines went', () => {
    const ts = "export const load = createAsyncThunk<\n  Data,\n  string\n>('load', async (id) => {\n  return id\n})";
    expect(stripTypes(ts, 'ts')).toEqual({ ok: true, code: "export const load = createAsyncThunk('load', async (id) => {\n  return id\n})", sourceLines: [0, 4, 5] });
  });

  it('drops the comment that ended an erased declaration with it', () => {
    expect(js('type Id = string // an id\n// kept\nconst a = 1')).toBe('// kept\nconst a = 1');
  });

  it('reports syntax with runtime meaning, with its line and column, one at a time', () => {
    const unstrippable = (code: string) => (stripTypes(code, 'ts') as { errors: unknown[] }).errors;
    expect(unstrippable('const a = 1\nenum Color { Red }\nnamespace N { export const a = 1 }')).toEqual([
      { line: 1, column: 0, what: 'an `enum`', text: 'enum Color { Red }', syntaxError: false },
    ]);
    expect(unstrippable('class P {\n  constructor(public x: number) {}\n}')).toMatchObject([{ line: 1, column: 21, what: 'a parameter property' }]);
    expect(unstrippable('namespace N { export const a = 1 }')).toMatchObject([{ line: 0, column: 0, what: 'a `namespace`' }]);
    expect(unstrippable("import fs = require('fs')")).toMatchObject([{ what: '`import … = require()`' }]);
    expect(unstrippable('const a = <string>b')).toMatchObject([{ line: 0, column: 10, what: 'a `<T>value` type assertion' }]);
  });

  it('counts columns in UTF-16 code units, as the markdown positions do', () => {
    expect(stripTypes('const é = "😀"; enum A {}', 'ts')).toMatchObject({ ok: false, errors: [{ line: 0, column: 17 }] });
  });

  it('reports a block that does not parse as a syntax error, with the parser\'s message', () => {
    expect(stripTypes('reducers: {\n  a: (s, action: A) => s,\n  b: 1\n}', 'ts')).toMatchObject({
      ok: false,
      errors: [{ line: 2, column: 3, syntaxError: true, what: expect.stringMatching(/expected/i) }],
    });
    // Neither as TypeScript nor as TSX: the error is TypeScript's.
    expect(stripTypes('const a = <div className="x">', 'ts')).toMatchObject({ ok: false, errors: [{ syntaxError: true }] });
  });

  it('strips a `ts` block holding JSX as TSX, as React docs fence components', () => {
    const code = 'export function Greeting({ name }: { name: string }): JSX.Element {\n  return <p className="hi">Hello, {name}</p>\n}';
    expect(js(code, 'ts')).toBe('export function Greeting({ name }) {\n  return <p className="hi">Hello, {name}</p>\n}');
    // A `<T>value` assertion parses as TypeScript: it is still reported as one, not read as an element.
    expect(stripTypes('const n = <number>value', 'ts')).toMatchObject({ ok: false, errors: [{ syntaxError: false, what: expect.stringMatching(/assertion/) }] });
  });
});

describe('blankTypes', () => {
  it('blanks the types and keeps every line and column', () => {
    expect(blankTypes('interface A {}\nconst a: A = {}', 'ts')).toEqual({ ok: true, code: '              \nconst a    = {}' });
  });
});

describe('stripTypes memo', () => {
  it('strips a repeated block once and hands back the same frozen result', () => {
    const code = 'export const memoTest: number = 1';
    const first = stripTypes(code, 'ts');
    const again = stripTypes(code, 'ts');
    expect(again).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(first.ok && Object.isFrozen(first.sourceLines)).toBe(true);
  });

  it('keeps the languages apart: the same code means other things in ts and tsx', () => {
    const code = 'const id = <T>(x: T) => x';
    expect(js(code, 'ts')).toBe('const id = (x) => x');
    expect(stripTypes(code, 'tsx')).not.toBe(stripTypes(code, 'ts'));
    expect(js(code, 'ts')).toBe('const id = (x) => x');
  });
});
