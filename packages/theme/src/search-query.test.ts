import { describe, expect, it } from 'vitest';
import { SearchQuery } from './search-query.js';

describe('SearchQuery', () => {
  it('asks for the terms of finished words, and the word being typed as a prefix too', () => {
    expect(new SearchQuery('reducers createSl').words).toEqual([{ term: 'reduc' }, { term: 'createsl', prefix: 'createsl' }]);
    expect(new SearchQuery('reducers createSl ').words).toEqual([{ term: 'reduc' }, { term: 'createsl' }, { term: 'creat' }, { term: 'sl' }]);
  });

  it('keeps the word being typed apart from a finished word of the same term: both must match', () => {
    expect(new SearchQuery('slice slice').words).toEqual([{ term: 'slice' }, { term: 'slice', prefix: 'slice' }]);
  });

  it('is empty for a query without a word', () => {
    expect(new SearchQuery('  …? ').words).toEqual([]);
  });

  it('says which query words a text holds: by term, or by the typed prefix', () => {
    const query = new SearchQuery('reducer configureSt');
    expect([...query.wordsIn('Its reducers.')]).toEqual([0]);
    expect([...query.wordsIn('Call configureStore with reducers')].sort()).toEqual([0, 1]);
    expect([...query.wordsIn('configure the store')]).toEqual([]);
    expect(query.matches('configurestore')).toBe(true);
    expect(query.matches('configure')).toBe(false);
  });
});
