import { describe, expect, it } from 'vitest';
import { decodeEntities, excerptParts } from './excerpt-parts.js';

describe('excerptParts', () => {
  it('splits an excerpt into plain and marked text', () => {
    expect(excerptParts('Use <mark>createSlice</mark> for <mark>slices</mark>.', '<mark>', '</mark>')).toEqual([
      { text: 'Use ', mark: false },
      { text: 'createSlice', mark: true },
      { text: ' for ', mark: false },
      { text: 'slices', mark: true },
      { text: '.', mark: false },
    ]);
  });

  it('decodes escaped text, so markup on a page shows as characters, and reads no other tag', () => {
    expect(excerptParts('&lt;img src=x onerror=alert(1)&gt; <mark>&quot;&gt;&lt;script&gt;</mark>', '<mark>', '</mark>')).toEqual([
      { text: '<img src=x onerror=alert(1)> ', mark: false },
      { text: '"><script>', mark: true },
    ]);
    expect(excerptParts('<b>not bold</b>', '<mark>', '</mark>')).toEqual([{ text: '<b>not bold</b>', mark: false }]);
  });

  it('reads the marker tags Algolia is asked to use', () => {
    expect(excerptParts('a __m__b__/m__', '__m__', '__/m__')).toEqual([
      { text: 'a ', mark: false },
      { text: 'b', mark: true },
    ]);
  });

  it('decodes numeric entities and leaves unknown ones alone', () => {
    expect(decodeEntities('&#39;&#x41;&amp;&nope;')).toBe("'A&&nope;");
  });
});
