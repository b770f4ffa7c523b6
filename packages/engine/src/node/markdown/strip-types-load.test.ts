import { expect, it } from 'vitest';
import { loadStripTypes, stripTypes, StripTypesNotLoaded } from './strip-types.js';

// Its own file: the test needs a thread that has not loaded TypeScript yet.
it('loads TypeScript only once a block needs ts-blank-space', async () => {
  await loadStripTypes();
  // oxc's walk takes most blocks: no TypeScript needed.
  expect(stripTypes('const a: number = 1', 'ts')).toEqual({ ok: true, code: 'const a = 1', sourceLines: [0] });
  // An enum is left to ts-blank-space: the caller is told to load, then strips again.
  expect(() => stripTypes('const b = 2\nenum Color { Red }', 'ts')).toThrow(StripTypesNotLoaded);
  await loadStripTypes();
  expect(stripTypes('const b = 2\nenum Color { Red }', 'ts')).toEqual({
    ok: false,
    errors: [{ line: 1, column: 0, what: 'an `enum`', text: 'enum Color { Red }' }],
  });
});
