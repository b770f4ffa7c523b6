import { describe, expect, it } from 'vitest';
import { headTagHtml, headTagKey, mergeHeadEntries, splitPageHead, withPageHead, type HeadEntry } from './page-head.js';

const entry = (over: Partial<HeadEntry>): HeadEntry => ({ tags: [], htmlAttributes: {}, ...over });

describe('page head', () => {
  it('keys the tags a later one replaces', () => {
    expect(headTagKey({ name: 'meta', attributes: { name: 'description', content: 'x' } })).toBe('meta:name=description');
    expect(headTagKey({ name: 'meta', attributes: { property: 'og:title', content: 'x' } })).toBe('meta:property=og:title');
    expect(headTagKey({ name: 'meta', attributes: { charset: 'utf-8' } })).toBe('meta:charset');
    expect(headTagKey({ name: 'link', attributes: { rel: 'canonical', href: '/a' } })).toBe('link:canonical');
    expect(headTagKey({ name: 'link', attributes: { rel: 'stylesheet', href: '/a.css' } })).toBeUndefined();
    expect(headTagKey({ name: 'script', attributes: {}, text: 'x' })).toBeUndefined();
  });

  it('merges entries in order, the later winning per key and for the title, other tags adding up', () => {
    const merged = mergeHeadEntries([
      entry({ title: 'A', tags: [{ name: 'meta', attributes: { name: 'description', content: 'a' } }, { name: 'script', attributes: { src: '/a.js' } }], htmlAttributes: { lang: 'en', class: 'x' } }),
      entry({ tags: [{ name: 'script', attributes: { src: '/b.js' } }, { name: 'meta', attributes: { name: 'description', content: 'b' } }], htmlAttributes: { lang: 'fr' } }),
    ]);
    expect(merged).toEqual({
      title: 'A',
      tags: [{ name: 'meta', attributes: { name: 'description', content: 'b' } }, { name: 'script', attributes: { src: '/a.js' } }, { name: 'script', attributes: { src: '/b.js' } }],
      htmlAttributes: { lang: 'fr', class: 'x' },
    });
  });

  it('carries an entry in front of the markup and takes it off again, whatever its text holds', () => {
    const head = entry({ title: 'a --> b <!-- c', tags: [{ name: 'script', attributes: {}, text: '-->"</script>' }] });
    const rendered = withPageHead('<main>x</main>', head);
    expect(rendered.indexOf('-->')).toBe(rendered.indexOf('<main>') - 3);
    expect(splitPageHead(rendered)).toEqual({ head, markup: '<main>x</main>' });
    expect(withPageHead('<main>x</main>', entry({}))).toBe('<main>x</main>');
    expect(splitPageHead('<main>x</main>')).toEqual({ markup: '<main>x</main>' });
  });

  it('writes a tag as HTML, marked, escaped, its script text unable to end the element', () => {
    expect(headTagHtml({ name: 'meta', attributes: { name: 'description', content: 'a "b" <c> & d' } })).toBe(
      '<meta data-quire-head="" name="description" content="a &quot;b&quot; &lt;c&gt; &amp; d">',
    );
    expect(headTagHtml({ name: 'script', attributes: { async: '', src: '/a.js' } })).toBe('<script data-quire-head="" async src="/a.js"></script>');
    expect(headTagHtml({ name: 'style', attributes: {}, text: 'a::after{content:"</style>"}' })).toBe('<style data-quire-head="">a::after{content:"<\\/style>"}</style>');
    expect(headTagHtml({ name: 'link', attributes: { 'bad name"': 'x', rel: 'icon' } })).toBe('<link data-quire-head="" rel="icon">');
  });
});
