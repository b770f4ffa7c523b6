import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDocPage, type DocPage } from '../tools/read-doc-pages.mjs';
import { checkExamples } from '../tools/check-examples.mjs';

// The checker is what stands between a reader and an example that does not
// compile, so it is tested on pages whose right answer is known.
const fence = '```';
const page = [
  '---',
  'title: Fixture',
  '---',
  '',
  `${fence}ts title="store.ts" file=app/store.ts`,
  "import { configureStore, createSlice } from '@reduxjs/toolkit'",
  "const slice = createSlice({ name: 'n', initialState: 0, reducers: { add: (s) => s + 1 } })",
  'export const store = configureStore({ reducer: { n: slice.reducer } })',
  fence,
  '',
  'Some prose in between.',
  '',
  `${fence}ts file=app/store.ts`,
  'export type RootState = ReturnType<typeof store.getState>',
  "const wrong: RootState = { n: 'text' }",
  fence,
  '',
  `${fence}tsx`,
  "import { store, type RootState } from './app/store'",
  'const n: number = store.getState().n',
  'export const View = () => <p>{n}</p>',
  fence,
  '',
  '- a list item with a fragment',
  '',
  `  ${fence}ts no-typecheck`,
  '  thisIsNot(valid',
  `  ${fence}`,
  '',
  `${fence}js`,
  'not checked at all (',
  fence,
  '',
].join('\n');

let dir: string;
let fixture: DocPage;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'quire-examples-'));
  await writeFile(join(dir, 'fixture.md'), page);
  fixture = await readDocPage(join(dir, 'fixture.md'), dir);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('checkExamples', () => {
  it('counts TypeScript blocks, skips no-typecheck ones (even in a list) and ignores other languages', () => {
    const report = checkExamples([fixture]);
    expect(report.total).toBe(4);
    expect(report.checked).toBe(3);
    expect(report.skipped).toEqual([{ page: 'fixture.md', line: 27 }]);
  });

  it('joins blocks naming the same file, lets other blocks import it, and reports an error at its line in the page', () => {
    const report = checkExamples([fixture]);
    // Only the deliberate mistake fails: the import of ./app/store and the
    // type exported from the second part of the shared file both resolve.
    expect(report.errors).toEqual([
      expect.objectContaining({ page: 'fixture.md', line: 15, column: 28, code: 2322 }),
    ]);
  });

  it('passes a page whose examples are correct', async () => {
    const fixed = page.replace("const wrong: RootState = { n: 'text' }", 'const right: RootState = { n: 1 }');
    await writeFile(join(dir, 'fixed.md'), fixed);
    const report = checkExamples([await readDocPage(join(dir, 'fixed.md'), dir)]);
    expect(report.errors).toEqual([]);
  });

  it('checks in strict mode, so an implicit any is an error', async () => {
    await writeFile(join(dir, 'strict.md'), `${fence}ts\nexport function f(x) { return x }\n${fence}\n`);
    const report = checkExamples([await readDocPage(join(dir, 'strict.md'), dir)]);
    expect(report.errors).toEqual([expect.objectContaining({ page: 'strict.md', line: 2, code: 7006 })]);
  });
});

describe('checkExamples on blocks cut into files by `// file:` lines', () => {
  const multi = [
    '# Files', // 1
    '', // 2
    `${fence}ts`, // 3
    '// file: reducers.ts noEmit', // 4
    "import type { Reducer } from '@reduxjs/toolkit'", // 5
    'declare const rootReducer: Reducer<{ count: number }>', // 6
    'export default rootReducer', // 7
    '', // 8
    '// file: store.ts', // 9
    "import { configureStore } from '@reduxjs/toolkit'", // 10
    "import rootReducer from './reducers'", // 11
    'export const store = configureStore({ reducer: rootReducer })', // 12
    'export type RootState = ReturnType<typeof store.getState>', // 13
    '// file: app/View.tsx', // 14
    "import { store, type RootState } from '../store'", // 15
    'const state: RootState = store.getState()', // 16
    "export const View = () => <p>{state.count.toFixed(0)}</p>", // 17
    fence, // 18
    '', // 19
    `${fence}ts`, // 20
    '// file: other.ts', // 21
    "import { store } from './store'", // 22
    'export const s: string = 1', // 23
    fence, // 24
    '',
  ].join('\n');

  let report: ReturnType<typeof checkExamples>;
  beforeAll(async () => {
    await writeFile(join(dir, 'files.md'), multi);
    report = checkExamples([await readDocPage(join(dir, 'files.md'), dir)]);
  });

  it('type-checks the shown files against the hidden noEmit one, resolving imports to files of the same block only', () => {
    expect(report.total).toBe(2);
    // The first block is correct: `./reducers` (noEmit) and `../store` resolve to its own files.
    // The second block's `./store` is not the first block's, and its own mistake is found, both at their lines in the page.
    expect(report.errors).toEqual([
      expect.objectContaining({ page: 'files.md', line: 22, column: 23, code: 2307 }),
      expect.objectContaining({ page: 'files.md', line: 23, column: 14, code: 2322 }),
    ]);
  });

  it('reports an error in a hidden file at its line in the page', async () => {
    await writeFile(join(dir, 'hidden.md'), multi.replace('declare const rootReducer', 'const rootReducer'));
    const hidden = checkExamples([await readDocPage(join(dir, 'hidden.md'), dir)]);
    expect(hidden.errors).toContainEqual(expect.objectContaining({ page: 'hidden.md', line: 6, code: 1155 }));
  });
});
