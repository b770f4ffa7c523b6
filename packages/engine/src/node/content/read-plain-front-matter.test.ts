import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { readPlainFrontMatter } from './read-plain-front-matter.js';

/** What the full parser makes of `text`: its data, or that it found errors. */
function fullParse(text: string): { data: unknown } | 'errors' {
  const document = parseDocument(text, { prettyErrors: false });
  if (document.errors.length > 0) return 'errors';
  try {
    return { data: document.toJS() };
  } catch {
    return 'errors'; // an alias without its anchor
  }
}

/** Front matter a site may hold, tricky scalars included: each must read the same as with `yaml`, or be left to it. */
const SAMPLES = [
  '',
  '# only a comment',
  'title: Getting Started',
  'title: "createSlice: the basics"',
  "title: 'It''s quoted'",
  'title: "Tab\\there, \\u00e9 and \\"quotes\\""',
  'title: Ünïcödé — dashes',
  'sidebar_position: 2',
  'sidebar_position: -3.5',
  'sidebar_position: +12',
  'sidebar_position: 1e3',
  'sidebar_position: .5',
  'a: 0x1F\nb: 0o17\nc: 017\nd: 1_000\ne: 0b101',
  'f: 1_000.5\ng: +.5\nh: 1.\ni: -0\nj: 0.\nk: 1e+3\nl: 685.230_15e+03\nm: 190:20:30\nn: 0x_1F\no: -0x1F\np: 1__0',
  'q: 0b1_0\nr: -0b1\ns: +0o7\nt: 0O17\nu: 0X1f\nv: 1E3\nw: 12e03\nx: 1.0e-2\ny: -.5e2',
  'a: .inf\nb: -.Inf\nc: .NaN\nd: .nan',
  'a: true\nb: True\nc: TRUE\nd: yes\ne: no\nf: on\ng: off\nh: y',
  'a: null\nb: ~\nc:\nd: Null\ne: NULL',
  'date: 2021-03-04\ntime: 2001-12-14t21:59:43.10-05:00',
  'keywords: [redux, slice]',
  'keywords:\n  - redux\n  - "slice: yes"\n  - 3',
  'custom: { nested: 1, list: [a, b] }',
  'custom:\n  nested:\n    deeper: value',
  'description: >\n  Folded text\n  over two lines.\n',
  'description: |\n  Literal text\n  kept as is.\n',
  'description: |-\n  no trailing newline',
  'title: plain text # with a comment',
  'title: "unterminated',
  'title: [unclosed',
  'a: 1\na: 2',
  '- just\n- a list',
  'just a scalar',
  'key: value\n  bad indent: x',
  'title: Q&A',
  'title: *alias',
  'base: &anchor { a: 1 }\nother: *anchor',
  'tagged: !!str 12',
  '<<: { a: 1 }',
  '%YAML 1.2\n---\ntitle: x',
  'title: a: b',
  'title: "x"\n---\nsecond: document',
  'key with spaces: 1\n"quoted key": 2\n? complex\n: value',
  '__proto__: polluted',
  'title: @at',
  'title: `backtick`',
  'empty_list: []\nempty_map: {}',
];

describe('readPlainFrontMatter', () => {
  it.each(SAMPLES)('reads %j as the full parser does, or leaves it to it', (text) => {
    const plain = readPlainFrontMatter(text);
    const full = fullParse(text);
    if (plain === undefined) return;
    // Data the full parser rejects must never be accepted here: its message would be lost.
    expect(full).not.toBe('errors');
    const data = (full as { data: unknown }).data;
    expect(plain).toEqual(data ?? {});
  });

  it('takes the quick path for the front matter of every doc of the Redux Toolkit site, with the same data', () => {
    const docsDir = join(import.meta.dirname, '../../../../../docs');
    const files = readdirSync(docsDir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.mdx?$/.test(f));
    expect(files.length).toBeGreaterThan(40);
    for (const file of files) {
      const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(join(docsDir, file), 'utf8'));
      if (!match) continue;
      const plain = readPlainFrontMatter(match[1]!);
      expect(plain, file).toBeDefined();
      expect(plain).toEqual((fullParse(match[1]!) as { data: unknown }).data);
    }
  });

  it('leaves aliases, tags, merge keys and directives to the full parser', () => {
    for (const text of ['a: &x 1\nb: *x', 'a: !!str 1', '<<: { a: 1 }', '%YAML 1.2\n---\na: 1']) expect(readPlainFrontMatter(text)).toBeUndefined();
  });
});
