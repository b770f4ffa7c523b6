import { deserialize, serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { sectionsDigest } from '../search/search-page-digest.js';
import type { SearchSection } from '../search/search-section.js';
import { packForThread, searchSectionsOf, serializeCompiledDoc, unpackFromThread } from './compiled-doc.js';

const sections: SearchSection[] = [
  { anchor: '', heading: 'createSlice', depth: 1, text: 'A function that accepts an initial state.', code: ['createSlice'] },
  { anchor: 'parameters', heading: 'Parameters', depth: 2, text: 'name, initialState, reducers', code: [] },
];

function compiledDoc() {
  return serializeCompiledDoc({
    title: 'createSlice',
    hasTitleHeading: true,
    body: { type: 'root', children: [{ type: 'element', tagName: 'h1', properties: {}, children: [{ type: 'text', value: 'createSlice' }] }] },
    toc: [],
    headingIds: ['parameters'],
    links: [],
    images: [],
    staticImages: [],
    search: sections,
    warnings: [],
  });
}

describe('packForThread and unpackFromThread', () => {
  it('carry the search sections across a thread as one text, with the digest the cache gives them', () => {
    const packed = packForThread(compiledDoc());
    expect(packed.search).toEqual([]);
    expect(packed.searchJson).toBe(JSON.stringify(sections));
    expect(packed.searchDigest).toBe(sectionsDigest(JSON.stringify(sections)));

    // What the pool hands over: a structured clone, as between threads.
    const received = unpackFromThread(deserialize(serialize(packed)));
    expect(typeof received.search).toBe('function');
    expect(searchSectionsOf(received.search)).toEqual(sections);
    expect(received.title).toBe('createSlice');
    expect(received.bodyJson).toBe(compiledDoc().bodyJson);
  });

  it('leave a doc compiled on the main thread as it is', () => {
    const doc = compiledDoc();
    expect(unpackFromThread(doc)).toBe(doc);
    expect(doc.search).toEqual(sections);
  });
});
