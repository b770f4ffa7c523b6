import { describe, expect, it } from 'vitest';
import type { Doc } from './doc.js';
import { dropDocSources } from './drop-doc-sources.js';

describe('dropDocSources', () => {
  it("empties each doc's source and leaves the rest", () => {
    const doc: Doc = { filePath: '/d/a.md', relativePath: 'a.md', id: 'a', route: '/a', frontMatter: { title: 'A' }, source: '# A\n\ntext' };
    dropDocSources([doc]);
    expect(doc).toEqual({ filePath: '/d/a.md', relativePath: 'a.md', id: 'a', route: '/a', frontMatter: { title: 'A' }, source: '' });
  });
});
