import { parseSync } from 'oxc-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { blankTypesWithOxc } from './blank-types-with-oxc.js';
import { loadStripTypes, stripTypes, stripTypesWithTypeScript } from './strip-types.js';

// The reference these tests hold oxc's walk to is ts-blank-space on TypeScript's parser.
beforeAll(() => loadStripTypes({ typescript: true }));

/** Blocks the walk takes on: their JavaScript must be ts-blank-space's, to the byte. */
const TAKEN: Array<[string, 'ts' | 'tsx']> = [
  ['const x: number = 1\nlet y!: string\nfunction f<T>(a: string, b?: T, ...rest: T[]): void {}', 'ts'],
  // `as` ending a statement without `;` leaves one behind (ASI guard); with `;`, or inside an expression, it does not.
  ['async function load() {\n  const a = (await fetch(url)).json() as Promise<A>\n  return (await res.json()) as Data\n}\nconst b = c as B;\nf(d as D, e satisfies E)', 'ts'],
  ['if (ok) x = y as T\nelse z = w!\nconst { a, b }: Props = p\ntry {} catch (e: unknown) {}', 'ts'],
  ["import { type A, b, type C } from 'm'\nimport type { D } from 'd'\nexport { type A, b }\nexport type { D }\nexport type * from 'types'", 'ts'],
  ['interface Props {\n  a: string\n}\n\ntype Id = string\nexport interface Q { q: 1 }\ndeclare const process: { env: Record<string, string> }\nexport declare function g(): void\nconst k = 1', 'ts'],
  ['class K<T> extends Base<T> implements I, J<T> {\n  private readonly z?: number = 1\n  x!: T\n  static s = 1\n  public static async m?(this: K<T>, a?: string): Promise<void> {}\n  get v(): T { return this.z as T }\n  #p: string = "é…"\n}', 'ts'],
  ['const f = <T,>(x: T): T => x\nconst g = new Map<string, number>()\nconst h = tag<string>`t`\nconst i = make<number>\nconst j = [1] as const', 'tsx'],
  ['export function App({ name }: { name: string }) {\n  const n = useSelector((s: RootState) => s.n)!\n  return <p title={name as string}>Hi {n} – “ok”</p>\n}', 'tsx'],
  ['function assertIsString(val: any): asserts val is string {}\nfunction isFish(pet: Fish | Bird): pet is Fish {\n  return (pet as Fish).swim !== undefined\n}', 'ts'],
];

/** Blocks the walk leaves to ts-blank-space, each for a reason in `blankTypesWithOxc`'s doc. */
const LEFT: Array<[string, string, 'ts' | 'tsx']> = [
  ['a parse error (TypeScript recovers from it)', 'reducers: {\n  a: (s, action: A) => s,\n}', 'ts'],
  ['an enum', 'enum Color { Red }', 'ts'],
  ['a namespace with values', 'namespace N { export const a = 1 }', 'ts'],
  ['a parameter property', 'class P { constructor(public x: number) {} }', 'ts'],
  ['`import = require()`', "import fs = require('fs')", 'ts'],
  ['a legacy type assertion', 'const a = <string>b', 'ts'],
  ['a type declaration sharing its line with code', 'const a = 1; type A = 1', 'ts'],
  ['an overload', 'function f(a: string): void\nfunction f(a: any) {}', 'ts'],
  ['an abstract class', 'abstract class A { abstract m(): void }', 'ts'],
  ['a `declare` field', 'class A { declare x: number }', 'ts'],
  ['an assertion among logical operators', 'const a = b ?? (c as T) && d\nconst e = f ?? g as T', 'ts'],
  ['an assertion of a binary expression', 'const a = 1 + 1 as number', 'ts'],
  ['an arrow whose return type spans lines', 'const f = (a: string)\n  : string => a', 'ts'],
  ['a modifier before a computed name', 'class A { private [k] = 1 }', 'ts'],
  ['an optional generic method', 'class A { m?<U>(a: U) {} }', 'ts'],
];

describe('blankTypesWithOxc', () => {
  it.each(TAKEN)('erases what ts-blank-space erases: %s', (code, language) => {
    expect(blankTypesWithOxc(parseSync, code, language)).toBeDefined();
    expect(stripTypes(code, language)).toEqual(stripTypesWithTypeScript(code, language));
  });

  it.each(LEFT)('leaves %s to ts-blank-space', (_why, code, language) => {
    expect(blankTypesWithOxc(parseSync, code, language)).toBeUndefined();
    expect(stripTypes(code, language)).toEqual(stripTypesWithTypeScript(code, language));
  });

  it('blanks at the places ts-blank-space does, keeping every column', () => {
    const code = "import { type A, b } from 'm'\nasync function f() {\n  return (await r.json()) as Data\n}\nconst x: number = y!";
    expect(blankTypesWithOxc(parseSync, code, 'ts')).toBe(
      "import {         b } from 'm'\nasync function f() {\n  return (await r.json());       \n}\nconst x         = y ",
    );
  });
});
