import { describe, expect, it } from 'vitest';
import { h } from '../test-support/hast-builder.js';
import { codeBlockHtml } from './code-block-html.js';

describe('codeBlockHtml', () => {
  it('writes text and classed spans, nested, with text escaped as React escapes it', () => {
    const tokens = [h('span', { className: ['keyword'] }, 'if'), ' (a < b && c > d) ', h('span', { className: ['code-line', 'highlighted'] }, h('span', { className: ['string'] }, '"<x>"'))];
    expect(codeBlockHtml(h('x', {}, ...tokens).children)).toBe(
      '<span class="keyword">if</span> (a &lt; b &amp;&amp; c &gt; d) <span class="code-line highlighted"><span class="string">&quot;&lt;x&gt;&quot;</span></span>',
    );
  });

  it('escapes quotes and markup in class names, and writes a span without classes bare', () => {
    expect(codeBlockHtml([h('span', { className: ['a"b', "<c'>"] }, 'x'), h('span', {}, 'y')])).toBe('<span class="a&quot;b &lt;c&#x27;&gt;">x</span><span>y</span>');
  });

  it('is the text alone for plain code, and empty for none', () => {
    expect(codeBlockHtml(h('x', {}, "<b>&amp;'</b>").children)).toBe('&lt;b&gt;&amp;amp;&#x27;&lt;/b&gt;');
    expect(codeBlockHtml([])).toBe('');
  });

  it('declines anything but text and classed spans, so no other markup can reach the page this way', () => {
    expect(codeBlockHtml([h('a', { href: 'https://example.com' }, 'x')])).toBeUndefined();
    expect(codeBlockHtml([h('span', { className: ['k'], title: 'entity' }, 'x')])).toBeUndefined();
    expect(codeBlockHtml([h('span', { style: 'color: red' }, 'x')])).toBeUndefined();
    expect(codeBlockHtml([h('span', { className: ['k'] }, h('img', { src: 'x', onError: 'alert(1)' }))])).toBeUndefined();
    expect(codeBlockHtml([{ type: 'comment', value: 'x' } as never])).toBeUndefined();
  });
});
