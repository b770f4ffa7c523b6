import { describe, expect, it } from 'vitest';
import { QuireError } from '../diagnostic.js';
import type { Diagnostic } from '../diagnostic.js';
import { parseFrontMatter } from './parse-front-matter.js';

const FILE = '/site/docs/api/createSlice.md';

/** The diagnostics of the QuireError that `run` throws. */
function diagnosticsOf(run: () => unknown): Diagnostic[] {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(QuireError);
    return (error as QuireError).diagnostics;
  }
  throw new Error('expected a QuireError');
}

describe('parseFrontMatter', () => {
  it('reads YAML 1.2 with the core schema: no booleans of yes/no, no dates', () => {
    expect(parseFrontMatter('---\nanswer: yes\ndate: 2021-03-04\nsidebar_position: 0x10\nodd: 0b101\n---\n', FILE)).toEqual({
      answer: 'yes',
      date: '2021-03-04',
      sidebar_position: 16,
      odd: '0b101',
    });
  });

  it('reads known and unknown keys', () => {
    const source = [
      '---',
      'id: createSlice',
      'title: "createSlice: the basics"',
      'sidebar_position: 2',
      'keywords: [redux, slice]',
      'hide_title: true',
      'toc_max_heading_level: 4',
      'custom_thing: { nested: 1 }',
      '---',
      '# Body',
    ].join('\n');
    expect(parseFrontMatter(source, FILE)).toEqual({
      id: 'createSlice',
      title: 'createSlice: the basics',
      sidebar_position: 2,
      keywords: ['redux', 'slice'],
      hide_title: true,
      toc_max_heading_level: 4,
      custom_thing: { nested: 1 },
    });
  });

  it('returns {} without front matter, or with an empty one', () => {
    expect(parseFrontMatter('# Title\n\n---\n', FILE)).toEqual({});
    expect(parseFrontMatter('---\n---\n# Title', FILE)).toEqual({});
    expect(parseFrontMatter('---\n# only a comment\n---\n', FILE)).toEqual({});
  });

  it('needs the fence on the very first line', () => {
    expect(parseFrontMatter('\n---\ntitle: x\n---\n', FILE)).toEqual({});
  });

  it('accepts CRLF line endings and a byte-order mark', () => {
    expect(parseFrontMatter('---\r\ntitle: Windows\r\n---\r\nbody', FILE)).toEqual({ title: 'Windows' });
    expect(parseFrontMatter('\ufeff---\ntitle: BOM\n---\n', FILE)).toEqual({ title: 'BOM' });
  });

  it('reports invalid YAML with its line in the file', () => {
    const source = '---\ntitle: ok\ndescription: [unclosed\nslug: /x\n---\n';
    const [d, ...rest] = diagnosticsOf(() => parseFrontMatter(source, FILE));
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ severity: 'error', file: FILE });
    expect(d!.message).toMatch(/^Front matter is not valid YAML: /);
    // The YAML error is found where the flow sequence runs into the next key (line 4 of the file).
    expect(d!.line).toBe(4);
    expect(d!.hint).toMatch(/Quote values/);
  });

  it('reports a repeated key at the line of the repeat', () => {
    const source = '---\ntitle: a\ntitle: b\n---\n';
    const [d] = diagnosticsOf(() => parseFrontMatter(source, FILE));
    expect(d).toMatchObject({ file: FILE, line: 3, column: 1 });
  });

  it('reports a wrong type naming the key, its line and the fix', () => {
    const source = '---\ntitle: Slices\n\nsidebar_position: first\n---\n';
    expect(diagnosticsOf(() => parseFrontMatter(source, FILE))).toEqual([
      {
        severity: 'error',
        message: 'Front matter `sidebar_position` must be a number, but is the string "first".',
        file: FILE,
        line: 4,
        column: 1,
        hint: 'Write it as `sidebar_position: 2`, or remove the line.',
      },
    ]);
  });

  it('reports every bad key at once', () => {
    const source = '---\ndraft: yes please\nkeywords: [a, 2]\nid: api/slice\ntoc_min_heading_level: 1\n---\n';
    const diagnostics = diagnosticsOf(() => parseFrontMatter(source, FILE));
    expect(diagnostics.map((d) => [d.line, d.message])).toEqual([
      [2, 'Front matter `draft` must be true or false, but is the string "yes please".'],
      [3, 'Front matter `keywords` must be a list of strings, but is a list.'],
      [4, 'Front matter `id` must be a non-empty string without "/", but is the string "api/slice".'],
      [5, 'Front matter `toc_min_heading_level` must be a whole number from 2 to 6, but is the number 1.'],
    ]);
  });

  it('calls an empty value empty', () => {
    const [d] = diagnosticsOf(() => parseFrontMatter('---\ntitle:\n---\n', FILE));
    expect(d!.message).toBe('Front matter `title` must be a string, but is empty.');
  });

  it('rejects front matter that is not a mapping', () => {
    const [d] = diagnosticsOf(() => parseFrontMatter('---\n- a\n- b\n---\n', FILE));
    expect(d).toMatchObject({ file: FILE, line: 2, message: 'Front matter must be a list of `key: value` lines.' });
  });

  it('reports an alias without its anchor at the alias, where yaml throws a plain ReferenceError (found by the fuzz test)', () => {
    const [d] = diagnosticsOf(() => parseFrontMatter('---\ndescription: fine\ntitle: *alias\n---\n', FILE));
    expect(d).toMatchObject({
      file: FILE,
      line: 3,
      column: 8,
      message: expect.stringMatching(/^Front matter is not valid YAML: Unresolved alias .*alias/),
      hint: expect.stringContaining('quote it if you mean the text'),
    });
  });
});
