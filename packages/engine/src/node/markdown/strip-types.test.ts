import { beforeAll, describe, expect, it } from 'vitest';
import { loadStripTypes, stripTypes } from './strip-types.js';

// The type stripper is loaded on demand (see `loadStripTypes`); these tests make JavaScript tabs, some from blocks only ts-blank-space takes.
beforeAll(() => loadStripTypes({ typescript: true }));

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
    expect(js('export const s = {} satisfies Record<string, number>')).toBe('export const s = {};');
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

  it('reports what cannot be erased, with its line and column', () => {
    const result = stripTypes('const a = 1\nenum Color { Red }\nclass P {\n  constructor(public x: number) {}\n}\nnamespace N { export const a = 1 }', 'ts');
    expect(result).toEqual({
      ok: false,
      errors: [
        { line: 1, column: 0, what: 'an `enum`', text: 'enum Color { Red }' },
        { line: 3, column: 14, what: 'a parameter property', text: 'public' },
        { line: 5, column: 0, what: 'a `namespace`', text: 'namespace N { export const a = 1 }' },
      ],
    });
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
