import { describe, expect, it } from 'vitest';
import { parseCodeMeta } from './parse-code-meta.js';

describe('parseCodeMeta', () => {
  it('reads nothing from an empty or missing meta string', () => {
    const none = { highlightLines: [], showLineNumbers: false, noTranspile: false };
    expect(parseCodeMeta(undefined)).toEqual(none);
    expect(parseCodeMeta('')).toEqual(none);
  });

  it('reads a title in double, single or no quotes', () => {
    expect(parseCodeMeta('title="src/app/store.ts"').title).toBe('src/app/store.ts');
    expect(parseCodeMeta("title='My file.ts'").title).toBe('My file.ts');
    expect(parseCodeMeta('title=store.ts').title).toBe('store.ts');
  });

  it('reads line ranges, sorted and without repeats', () => {
    expect(parseCodeMeta('{1,4-6}').highlightLines).toEqual([1, 4, 5, 6]);
    expect(parseCodeMeta('{ 5, 1-2, 2 }').highlightLines).toEqual([1, 2, 5]);
  });

  it('reads every option together, in any order', () => {
    expect(parseCodeMeta('showLineNumbers {2} title="a.ts" no-transpile')).toEqual({
      title: 'a.ts',
      highlightLines: [2],
      showLineNumbers: true,
      noTranspile: true,
    });
  });

  it('does not take a range inside the title, nor words glued to others', () => {
    expect(parseCodeMeta('title="{1}"')).toEqual({ title: '{1}', highlightLines: [], showLineNumbers: false, noTranspile: false });
    expect(parseCodeMeta('showLineNumbersX no-transpiled').showLineNumbers).toBe(false);
    expect(parseCodeMeta('showLineNumbersX no-transpiled').noTranspile).toBe(false);
  });
});
