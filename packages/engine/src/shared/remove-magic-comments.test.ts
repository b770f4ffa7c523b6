import { describe, expect, it } from 'vitest';
import { removeMagicComments } from './remove-magic-comments.js';

describe('removeMagicComments', () => {
  it('marks the line after highlight-next-line and removes the comment', () => {
    const result = removeMagicComments('a\n// highlight-next-line\nb\nc', 'ts');
    expect(result.code).toBe('a\nb\nc');
    expect([...result.highlighted]).toEqual([1]);
    expect(result.sourceLines).toEqual([0, 2, 3]);
  });

  it('marks every line between highlight-start and highlight-end', () => {
    const result = removeMagicComments('a\n  // highlight-start\n  b\n  c\n  // highlight-end\nd', 'js');
    expect(result.code).toBe('a\n  b\n  c\nd');
    expect([...result.highlighted]).toEqual([1, 2]);
  });

  it('uses the comment forms of the language', () => {
    expect(removeMagicComments('# highlight-next-line\nnpm i', 'sh')).toMatchObject({ code: 'npm i', highlighted: new Set([0]) });
    expect(removeMagicComments('a: 1\n# highlight-next-line\nb: 2', 'yaml')).toMatchObject({ code: 'a: 1\nb: 2', highlighted: new Set([1]) });
    expect(removeMagicComments('<!-- highlight-next-line -->\n<p>x</p>', 'html')).toMatchObject({ code: '<p>x</p>', highlighted: new Set([0]) });
    expect(removeMagicComments('/* highlight-next-line */\na { color: red }', 'css')).toMatchObject({ code: 'a { color: red }', highlighted: new Set([0]) });
    expect(removeMagicComments('<div>\n  {/* highlight-next-line */}\n  <p />\n</div>', 'tsx')).toMatchObject({
      code: '<div>\n  <p />\n</div>',
      highlighted: new Set([1]),
    });
  });

  it('leaves comments of another language, and comments with more text, alone', () => {
    expect(removeMagicComments('# highlight-next-line\nx', 'ts').code).toBe('# highlight-next-line\nx');
    expect(removeMagicComments('// highlight-next-line\nx', 'sh').code).toBe('// highlight-next-line\nx');
    expect(removeMagicComments('x // highlight-next-line\ny', 'ts').code).toBe('x // highlight-next-line\ny');
  });

  it('marks to the end when a range is not closed, and drops a stray end', () => {
    expect(removeMagicComments('// highlight-start\na\nb', 'ts')).toMatchObject({ code: 'a\nb', highlighted: new Set([0, 1]) });
    expect(removeMagicComments('a\n// highlight-end\nb', 'ts')).toMatchObject({ code: 'a\nb', highlighted: new Set() });
  });

  it('accepts every form when the language is unknown or missing', () => {
    expect(removeMagicComments('# highlight-next-line\na', undefined).highlighted).toEqual(new Set([0]));
    expect(removeMagicComments('// highlight-next-line\na', 'pyhton').highlighted).toEqual(new Set([0]));
  });
});
