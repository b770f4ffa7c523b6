import { describe, expect, it } from 'vitest';
import type { TagsFile } from '../content/read-tags-file.js';
import { testDoc } from '../test-support/test-context.js';
import { docTagLinks } from './doc-tags.js';
import { inlineTagDiagnostics } from './inline-tag-diagnostics.js';

const tagsFile: TagsFile = {
  file: '/site/docs/tags.yml',
  tags: new Map([['redux', { label: 'Redux', permalink: '/redux-lib', description: 'The library' }]]),
};

describe('tags with a tags file', () => {
  it('resolves a key of the tags file to its tag, and keeps any other tag inline', () => {
    expect(docTagLinks(['redux', 'Other Tag', { label: 'Obj', permalink: 'obj' }], tagsFile.tags)).toEqual({
      links: [
        { label: 'Redux', permalink: '/tags/redux-lib', description: 'The library' },
        { label: 'Other Tag', permalink: '/tags/other-tag' },
        { label: 'Obj', permalink: '/tags/obj' },
      ],
      inline: ['Other Tag', 'Obj'],
    });
  });

  it('reports inline tags per doc at the tags key, as onInlineTags says, and only when there is a tags file', () => {
    const docs = [testDoc('a.md', 'A.', { title: 'A', tags: ['redux', 'reduxx'] }), testDoc('b.md', 'B.', { tags: ['redux'] })];
    const [warning, ...rest] = inlineTagDiagnostics(docs, tagsFile, 'warn');
    expect(rest).toEqual([]);
    expect(warning).toMatchObject({
      severity: 'warning',
      file: '/site/docs/a.md',
      line: 3,
      column: 1,
      message: expect.stringMatching(/^Tags \[reduxx\] used in a\.md are not defined in .*tags\.yml\.$/),
      hint: expect.stringContaining('Did you mean `redux`?'),
    });
    expect(inlineTagDiagnostics(docs, tagsFile, 'throw')[0]!.severity).toBe('error');
    expect(inlineTagDiagnostics(docs, tagsFile, 'ignore')).toEqual([]);
    expect(inlineTagDiagnostics(docs, undefined, 'throw')).toEqual([]);
  });
});
