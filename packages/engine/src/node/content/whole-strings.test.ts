import { describe, expect, it } from 'vitest';
import { wholeStrings } from './whole-strings.js';

describe('wholeStrings', () => {
  it('gives back equal data: strings, numbers, Infinity, booleans, null, arrays and nested maps', () => {
    const data = { title: 'Redux: the basics', n: 3, inf: Infinity, yes: true, none: null, tags: ['a', { label: 'b' }], nested: { deep: ['c'] } };
    const copy = wholeStrings(data);
    expect(copy).toEqual(data);
    expect(copy).not.toBe(data);
    expect(copy.tags).not.toBe(data.tags);
  });

  it('keeps a `__proto__` key as a key, not as the prototype', () => {
    const data = JSON.parse('{"__proto__": {"polluted": true}}') as Record<string, unknown>;
    const copy = wholeStrings(data);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
