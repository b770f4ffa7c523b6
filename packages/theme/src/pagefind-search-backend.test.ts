import { describe, expect, it } from 'vitest';
import { headingPath, shardFolders } from './pagefind-search-backend.js';

const anchor = (element: string, text: string, location: number) => ({ element, id: text.toLowerCase(), text, location });

describe('headingPath', () => {
  const headings = [anchor('h2', 'Parameters', 10), anchor('h3', 'options', 20), anchor('h4', 'name', 30), anchor('h2', 'Return value', 40), anchor('h3', 'Slice', 50)];

  it('names the headings above a section, outermost first', () => {
    expect(headingPath(headings, headings[2]!)).toEqual(['Parameters', 'options']);
    expect(headingPath(headings, headings[4]!)).toEqual(['Return value']);
  });

  it('is empty for a top-level section', () => {
    expect(headingPath(headings, headings[3]!)).toEqual([]);
  });
});

describe('shardFolders', () => {
  it('takes the index folder itself, or shard folders in it', () => {
    expect(shardFolders([''])).toEqual(['']);
    expect(shardFolders(['shard-0/', 'shard-1/'])).toEqual(['shard-0/', 'shard-1/']);
  });

  it('refuses a list that would load code from elsewhere', () => {
    for (const listed of [[], ['../x/'], ['https://evil.example/'], ['//evil.example/'], 'shard-0/', [1]]) expect(() => shardFolders(listed)).toThrow();
  });
});
