import type { Element, Root } from 'hast';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { rehypeDropUnsafeHtml } from './rehype-drop-unsafe-html.js';
import { h } from '../test-support/hast-builder.js';

const at = (line: number, column: number, node: Element): Element => ({
  ...node,
  position: { start: { line, column }, end: { line, column: column + 1 } },
});

function run(...children: Element[]) {
  const tree: Root = { type: 'root', children };
  const file = new VFile({ path: 'doc.md' });
  rehypeDropUnsafeHtml()(tree, file);
  return { tree, messages: file.messages.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.reason}`) };
}

describe('rehypeDropUnsafeHtml', () => {
  it('keeps layout HTML as it is', () => {
    const safe = [
      h('table', {}, h('tbody', {}, h('tr', {}, h('td', { colSpan: 2, style: 'color: red' }, 'x')))),
      h('details', { open: true }, h('summary', {}, 'More'), h('p', {}, 'Body')),
      h('iframe', { src: 'https://example.org/embed', allowFullScreen: true, title: 'Demo' }),
      h('p', {}, h('kbd', {}, 'Ctrl'), h('br', {}), h('a', { href: 'https://example.org/?q=javascript:' }, 'ok')),
    ];
    expect(run(...structuredClone(safe))).toEqual({ tree: { type: 'root', children: safe }, messages: [] });
  });

  it('drops script, style and the other page-wide elements with their content, one warning each', () => {
    const { tree, messages } = run(
      h('p', {}, 'Before'),
      at(3, 1, h('script', {}, 'window.__pwned = 1')),
      at(5, 1, h('style', {}, 'body { display: none }')),
      h('div', {}, at(7, 3, h('base', { href: '/evil/' })), at(8, 3, h('object', { data: 'x.swf' })), 'kept'),
    );
    expect(tree).toEqual({ type: 'root', children: [h('p', {}, 'Before'), h('div', {}, 'kept')] });
    expect(messages).toEqual([
      '3:1 unsafe-html Dropped <script>: it runs code in every reader’s browser.',
      '5:1 unsafe-html Dropped <style>: it restyles the whole site.',
      '7:3 unsafe-html Dropped <base>: it changes where every link of the page points.',
      '8:3 unsafe-html Dropped <object>: it embeds a plugin that can run code.',
    ]);
  });

  it('drops event handlers, srcdoc and script URLs but keeps the element and its other attributes', () => {
    const { tree, messages } = run(
      at(1, 1, h('img', { src: 'x', alt: 'X', onError: 'window.__pwned = 1' })),
      at(2, 1, h('a', { href: ' JaVa\tScript:alert(1)', title: 't', onClick: 'x', onmouseover: 'y' }, 'link')),
      at(3, 1, h('iframe', { srcDoc: '<script>1</script>', src: 'vbscript:x' })),
    );
    expect(tree).toEqual({
      type: 'root',
      children: [
        at(1, 1, h('img', { src: 'x', alt: 'X' })),
        at(2, 1, h('a', { title: 't' }, 'link')),
        at(3, 1, h('iframe', {})),
      ],
    });
    expect(messages).toEqual([
      '1:1 unsafe-html Dropped the onerror attribute of <img>: it runs code when the event fires.',
      '2:1 unsafe-html Dropped the javascript: URL in href of <a>: it runs code when followed.',
      '2:1 unsafe-html Dropped the onclick attribute of <a>: it runs code when the event fires.',
      '2:1 unsafe-html Dropped the onmouseover attribute of <a>: it runs code when the event fires.',
      '3:1 unsafe-html Dropped the srcdoc attribute of <iframe>: it holds HTML that runs scripts.',
      '3:1 unsafe-html Dropped the vbscript: URL in src of <iframe>: it runs code when followed.',
    ]);
  });
});
