import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from './parse-front-matter.js';
import { unknownFrontMatterKeyWarnings, unknownFrontMatterKeys } from './unknown-front-matter-keys.js';

const FILE = '/site/docs/intro.md';

describe('unknownFrontMatterKeyWarnings', () => {
  it('warns about each unknown key at its line and column, with a did-you-mean among known keys', () => {
    const source = ['---', 'title: Intro', 'sidebar_positon: 2', '  # a comment', 'tags: [a]', '"custom_thing": 1', '---', '# Intro'].join('\n');
    const frontMatter = parseFrontMatter(source, FILE);
    expect(unknownFrontMatterKeys(frontMatter)).toEqual(['sidebar_positon', 'custom_thing']);
    const [typo, custom, ...rest] = unknownFrontMatterKeyWarnings(frontMatter, source, FILE);
    expect(rest).toEqual([]);
    expect(typo).toEqual({
      severity: 'warning',
      code: 'unknown-front-matter-key',
      message: 'Unknown front matter key `sidebar_positon`: Quire does not read it.',
      file: FILE,
      line: 3,
      column: 1,
      hint: 'Did you mean `sidebar_position`?',
    });
    expect(custom).toMatchObject({ severity: 'warning', line: 6, column: 1 });
    expect(custom!.hint).toContain('pagination_next');
  });

  it('knows every Docusaurus 3 docs key and Quire format, and reads no source when all keys are known', () => {
    const source = [
      '---',
      'id: a',
      'title: A',
      'pagination_label: A!',
      'sidebar_label: A',
      'sidebar_position: 1',
      'sidebar_class_name: green',
      'sidebar_custom_props: { emoji: x }',
      'displayed_sidebar: null',
      'hide_title: false',
      'hide_table_of_contents: false',
      'toc_min_heading_level: 2',
      'toc_max_heading_level: 4',
      'pagination_next: null',
      'pagination_prev: b',
      'parse_number_prefixes: false',
      'custom_edit_url: null',
      'keywords: [k]',
      'description: d',
      'image: /img/a.png',
      'slug: /a',
      'tags: [one, { label: Two, permalink: /two }]',
      'draft: false',
      'unlisted: true',
      'last_update: { date: 2024-03-01, author: Jane }',
      'format: mdx',
      '---',
    ].join('\n');
    const frontMatter = parseFrontMatter(source, FILE);
    expect(frontMatter.last_update).toEqual({ date: '2024-03-01', author: 'Jane' });
    expect(frontMatter.tags).toEqual(['one', { label: 'Two', permalink: '/two' }]);
    expect(
      unknownFrontMatterKeyWarnings(frontMatter, () => {
        throw new Error('read');
      }, FILE),
    ).toEqual([]);
  });

  it('rejects values of the wrong shape for the new keys, naming the key line', () => {
    expect(() => parseFrontMatter('---\nunlisted: maybe\n---\n', FILE)).toThrow(/intro.md:2:1 Front matter `unlisted` must be true or false/);
    expect(() => parseFrontMatter('---\nlast_update: { date: someday }\n---\n', FILE)).toThrow(/`last_update` must be a mapping/);
    expect(() => parseFrontMatter('---\ntags: [{ label: x }]\n---\n', FILE)).toThrow(/`tags` must be a list of tags/);
    expect(() => parseFrontMatter('---\nformat: html\n---\n', FILE)).toThrow(/`format` must be one of md, mdx, detect/);
  });
});
