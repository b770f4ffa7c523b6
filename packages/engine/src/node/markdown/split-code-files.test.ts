import { describe, expect, it } from 'vitest';
import { javaScriptFileName, splitCodeFiles } from './split-code-files.js';

describe('splitCodeFiles', () => {
  it('leaves a block without a `// file:` line whole', () => {
    expect(splitCodeFiles('const a = 1\n// file is a word here\n//file: x.ts')).toBeUndefined();
  });

  it('cuts at each `// file:` line, trims blank lines around each file and keeps where each starts', () => {
    const code = ['// file: store.ts', 'export const a = 1', '', '', '// file: app/hooks.tsx', '', 'import { a } from "../store"', ''].join('\n');
    expect(splitCodeFiles(code)).toEqual({
      files: [
        { name: 'store.ts', hidden: false, unknownFlags: [], fileLine: 0, startLine: 1, code: 'export const a = 1' },
        { name: 'app/hooks.tsx', hidden: false, unknownFlags: [], fileLine: 4, startLine: 6, code: 'import { a } from "../store"' },
      ],
    });
  });

  it('marks a `noEmit` file hidden and lists other flags, as remark-typescript-tools reads them', () => {
    const code = '// file: types.ts noEmit\ntype A = 1\n// file: [id].ts noemit other \nexport {}\n// file: file-one.stuff.ts\n1';
    const split = splitCodeFiles(code)!;
    expect(split.files.map(({ name, hidden, unknownFlags }) => ({ name, hidden, unknownFlags }))).toEqual([
      { name: 'types.ts', hidden: true, unknownFlags: [] },
      { name: '[id].ts', hidden: false, unknownFlags: ['noemit', 'other'] },
      { name: 'file-one.stuff.ts', hidden: false, unknownFlags: [] },
    ]);
  });

  it('reads a `// file:` line only at the start of a line, with one space after the colon', () => {
    expect(splitCodeFiles('  // file: a.ts\nx')).toBeUndefined();
    expect(splitCodeFiles('//  file: a.ts\nx')).toBeUndefined();
    expect(splitCodeFiles('// file:a.ts\nx')).toBeUndefined();
  });

  it('reports non-blank text before the first file, which no file holds', () => {
    expect(splitCodeFiles('\n// file: a.ts\nx')?.droppedPreamble).toBeUndefined();
    expect(splitCodeFiles('\nimport x from "y"\n// file: a.ts\nx')).toMatchObject({ droppedPreamble: { line: 1 }, files: [{ name: 'a.ts', code: 'x' }] });
  });

  it('gives an empty file empty code', () => {
    expect(splitCodeFiles('// file: a.ts\n// file: b.ts\nb')!.files.map((f) => f.code)).toEqual(['', 'b']);
  });
});

describe('javaScriptFileName', () => {
  it('renames TypeScript extensions to their JavaScript twins and leaves other names', () => {
    expect(['store.ts', 'App.tsx', 'a.mts', 'b.cts', 'data.json', 'tsconfig'].map(javaScriptFileName)).toEqual([
      'store.js',
      'App.jsx',
      'a.mjs',
      'b.cjs',
      'data.json',
      'tsconfig',
    ]);
  });
});
