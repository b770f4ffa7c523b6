import { describe, expect, it } from 'vitest';
import { queryTerms, searchTerm, searchTokens } from './search-terms.js';

describe('searchTokens', () => {
  it('lowercases words and keeps digits and underscores in them', () => {
    expect(searchTokens('The Store, 42 times!')).toEqual(['the', 'store', '42', 'times']);
  });

  it('gives a camelCase or PascalCase word whole and then its parts', () => {
    expect(searchTokens('createSlice')).toEqual(['createslice', 'create', 'slice']);
    expect(searchTokens('getDefaultMiddleware')).toEqual(['getdefaultmiddleware', 'get', 'default', 'middleware']);
    expect(searchTokens('XMLHttpRequest')).toEqual(['xmlhttprequest', 'xml', 'http', 'request']);
  });

  it('cuts at letter/digit boundaries and underscores', () => {
    expect(searchTokens('utf8')).toEqual(['utf8', 'utf', '8']);
    expect(searchTokens('snake_case')).toEqual(['snake_case', 'snake', 'case']);
  });

  it('leaves a word without inner boundaries whole, capitalized or not', () => {
    expect(searchTokens('Redux API')).toEqual(['redux', 'api']);
  });

  it('drops diacritics, whether the text is composed or not', () => {
    expect(searchTokens('Café naïve')).toEqual(['cafe', 'naive']);
    expect(searchTokens('Cafe\u0301')).toEqual(['cafe']);
    expect(searchTokens('ﬁle')).toEqual(['file']);
  });

  it('cuts CJK runs into words and keeps Hangul syllables whole', () => {
    // How ICU cuts Japanese may change with its dictionary: check that the words cover the text and find its name.
    const japanese = searchTokens('東京都に住んでいます');
    expect(japanese.join('')).toBe('東京都に住んでいます');
    expect(japanese).toContain('東京');
    expect(japanese.length).toBeGreaterThan(3);
    const korean = searchTokens('한국어 검색');
    expect(korean).toEqual(['한국어', '검색']);
    expect(searchTokens('React中文文档')).toEqual(['react', ...searchTokens('中文文档')]);
  });
});

describe('searchTerm', () => {
  it('stems English words of three letters or more', () => {
    expect(['reducers', 'reducer', 'running', 'slices'].map(searchTerm)).toEqual(['reduc', 'reduc', 'run', 'slice']);
  });

  it('leaves short words, numbers, mixed tokens and other scripts alone', () => {
    expect(['is', '42', 'utf8', 'snake_case', '東京'].map(searchTerm)).toEqual(['is', '42', 'utf8', 'snake_case', '東京']);
  });
});

describe('queryTerms', () => {
  it('keeps the last word raw for prefix matching while the query does not end in a space', () => {
    expect(queryTerms('Configuring the stor')).toEqual({ terms: ['configur', 'the'], last: 'stor' });
  });

  it('gives every word as terms, once each, when the query ends in a space', () => {
    expect(queryTerms('reducers reducer ')).toEqual({ terms: ['reduc'] });
  });

  it('keeps an unfinished camelCase word whole, without its parts', () => {
    expect(queryTerms('createSl')).toEqual({ terms: [], last: 'createsl' });
    expect(queryTerms('use createSlice ')).toEqual({ terms: ['us', 'createslic', 'creat', 'slice'] });
  });

  it('takes the last word after punctuation and drops diacritics from it', () => {
    expect(queryTerms('store.getSt')).toEqual({ terms: ['store'], last: 'getst' });
    expect(queryTerms('Caf\u00e9')).toEqual({ terms: [], last: 'cafe' });
  });

  it('takes the last CJK segment as the last word', () => {
    expect(queryTerms('東京都')).toEqual({ terms: ['東京'], last: '都' });
  });

  it('has no last word and no terms for an empty or blank query', () => {
    expect(queryTerms('')).toEqual({ terms: [] });
    expect(queryTerms('  ')).toEqual({ terms: [] });
  });
});
