import { expect, it, vi } from 'vitest';
import { loadStripTypes, stripTypes } from './strip-types.js';

// A platform oxc-parser has no native build for: importing it fails.
vi.mock('oxc-parser', () => {
  throw new Error('Cannot find native binding.');
});

it('strips every block with ts-blank-space when oxc cannot load', async () => {
  await loadStripTypes();
  expect(stripTypes('const a: number = 1', 'ts')).toEqual({ ok: true, code: 'const a = 1', sourceLines: [0] });
  expect(stripTypes('enum Color { Red }', 'ts')).toMatchObject({ ok: false, errors: [{ line: 0, column: 0, what: 'an `enum`' }] });
});
