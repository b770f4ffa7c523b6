import { describe, expect, it } from 'vitest';
import type { SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import { dropSearchSections } from './drop-search-sections.js';

describe('dropSearchSections', () => {
  it("empties each compiled doc's search sections and leaves its body", () => {
    const doc = { bodyJson: '[]', title: 'A', search: [{ anchor: '', heading: 'A', depth: 1, text: 'words', code: [] }] } as unknown as SerializedCompiledDoc;
    dropSearchSections(new Map([['a', doc]]));
    expect(doc.search).toEqual([]);
    expect(doc.bodyJson).toBe('[]');
  });
});
