import { describe, expect, it } from 'vitest';
import { splitCodeFiles } from '../tools/split-code-files.mjs';
// The build's reading of the same lines: the checker must cut a block where the site does.
import { splitCodeFiles as splitLikeTheSite } from '../../packages/engine/src/node/markdown/split-code-files.js';

const blocks = [
  'const a = 1',
  '// file: store.ts\nexport const a = 1\n\n// file: app/View.tsx noEmit\nx',
  "import x from 'y'\n// file: a.ts noEmit other\n1\n// file: [id].ts\n// file: file-one.stuff.ts \n2",
  '  // file: indented.ts\n// file:no-space.ts\n//  file: two-spaces.ts',
];

describe('splitCodeFiles (the example checker)', () => {
  it('cuts blocks into the files the site shows and hides', () => {
    for (const code of blocks) {
      const site = splitLikeTheSite(code);
      const checker = splitCodeFiles(code);
      expect(checker?.map(({ name, hidden, startLine }) => ({ name, hidden, fileLine: startLine - 1 }))).toEqual(
        site?.files.map(({ name, hidden, fileLine }) => ({ name, hidden, fileLine })),
      );
    }
  });

  it('gives each file its lines up to the next `// file:` line, untrimmed, so errors map to page lines', () => {
    expect(splitCodeFiles('x\n// file: a.ts\n\nconst a = 1\n// file: b.ts noEmit\nb\n')).toEqual([
      { name: 'a.ts', hidden: false, startLine: 2, code: '\nconst a = 1' },
      { name: 'b.ts', hidden: true, startLine: 5, code: 'b\n' },
    ]);
  });
});
