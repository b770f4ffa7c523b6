import { describe, expect, it } from 'vitest';
import type { Doc } from '../content/doc.js';
import { compile } from './build-worker.js';
import { toSharedJson } from './shared-json.js';

function doc(name: string, source: string): Doc {
  return { filePath: `/site/docs/${name}.md`, relativePath: `${name}.md`, id: name, route: `/${name}`, frontMatter: {}, source };
}

const markdown = { tocMinHeadingLevel: 2, tocMaxHeadingLevel: 3 };

describe('compile (worker)', () => {
  it('loads TypeScript when a block first needs it, then compiles the doc again', async () => {
    const plain = doc('plain', '# Plain\n\n```ts\nconst a: number = 1\n```\n');
    const enumDoc = doc('enum', '# Enum\n\n```ts\nconst b = 2\nenum Color { Red }\n```\n');
    const task = { buildId: 'b1', siteDir: '/site', overrides: {}, markdown, docRefs: toSharedJson([plain, enumDoc]) };
    const [compiled] = await compile({ ...task, docs: [plain] });
    expect(compiled!.bodyJson).toContain('["quire-code-block",{"language":"js","html":"<span class=\\"keyword\\">const</span> a = ');
    // The enum has no type-free JavaScript: the stripper reports it at its place in the doc, and the block stays TypeScript only.
    const [withEnum] = await compile({ ...task, docs: [enumDoc] });
    expect(withEnum!.warnings).toEqual([
      expect.objectContaining({ code: 'type-stripping', severity: 'warning', line: 5, column: 1, message: expect.stringContaining('an `enum`') }),
    ]);
  });
});
