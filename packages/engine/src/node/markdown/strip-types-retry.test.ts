import { expect, it } from 'vitest';
import { stripTypes, withStripTypesLoaded } from './strip-types.js';

// Its own file: the test needs a thread that has loaded nothing of the stripper yet.
it('loads what a compile asks for, as often as it asks, before running it again', async () => {
  // Nothing loaded yet: oxc's parser first, then TypeScript for the enum.
  let runs = 0;
  const result = await withStripTypesLoaded(() => {
    runs++;
    return stripTypes('enum Direction { Up }', 'ts');
  });
  expect(result).toMatchObject({ ok: false, errors: [{ line: 0, column: 0, what: 'an `enum`' }] });
  expect(runs).toBe(3);
});
