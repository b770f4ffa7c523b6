import { describe, expect, it } from 'vitest';
import { createMarkupMemo } from './create-markup-memo.js';

describe('createMarkupMemo', () => {
  it('remembers the markup inside a marker and puts it in place of an empty marker with the same id later', () => {
    const memo = createMarkupMemo();
    const { tag } = memo;
    const id = memo.idOf('item:a');
    expect(memo.idOf('item:a')).toBe(id);
    expect(memo.has(id)).toBe(false);
    expect(memo.resolve(`<ul><li><${tag} data-id="${id}"><a href="/a">A</a></${tag}></li></ul>`)).toBe('<ul><li><a href="/a">A</a></li></ul>');
    expect(memo.has(id)).toBe(true);
    expect(memo.resolve(`<ul><li><${tag} data-id="${id}"></${tag}></li><li>b</li></ul>`)).toBe('<ul><li><a href="/a">A</a></li><li>b</li></ul>');
  });

  it('resolves markers nested in remembered markup, known or not', () => {
    const memo = createMarkupMemo();
    const { tag } = memo;
    const outer = memo.idOf('outer');
    const inner = memo.idOf('inner');
    const first = memo.resolve(`<div><${tag} data-id="${outer}"><section><${tag} data-id="${inner}"><i>x</i></${tag}></section></${tag}></div>`);
    expect(first).toBe('<div><section><i>x</i></section></div>');
    expect(memo.resolve(`<p><${tag} data-id="${inner}"></${tag}></p>`)).toBe('<p><i>x</i></p>');
    expect(memo.resolve(`<p><${tag} data-id="${outer}"></${tag}></p>`)).toBe('<p><section><i>x</i></section></p>');
  });

  it('leaves markup without markers as it is, and draws a tag no other store shares', () => {
    const memo = createMarkupMemo();
    expect(memo.resolve('<p>quire-memo</p>')).toBe('<p>quire-memo</p>');
    expect(createMarkupMemo().tag).not.toBe(memo.tag);
  });
});
