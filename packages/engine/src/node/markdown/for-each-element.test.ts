import type { Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { forEachElement, SKIP_CHILDREN, STOP } from './for-each-element.js';
import { h } from '../test-support/hast-builder.js';

function tree(): Root {
  return {
    type: 'root',
    children: [h('p', {}, 'a', h('em', {}, 'b')), h('pre', {}, h('code', {}, 'x')), h('div', {}, h('span', {}))],
  };
}

describe('forEachElement', () => {
  it('visits elements in document order, each with its index and parent', () => {
    const root = tree();
    const seen: string[] = [];
    forEachElement(root, (node, index, parent) => {
      seen.push(`${node.tagName}@${index}<${parent?.type === 'element' ? parent.tagName : parent?.type}`);
    });
    expect(seen).toEqual(['p@0<root', 'em@1<p', 'pre@1<root', 'code@0<pre', 'div@2<root', 'span@0<div']);
  });

  it('goes on into an element put in place of the one visited, or past it when told to skip', () => {
    const root = tree();
    const seen: string[] = [];
    forEachElement(root, (node, index, parent) => {
      seen.push(node.tagName);
      if (node.tagName === 'pre') parent!.children[index!] = h('figure', {}, h('b', {}));
      if (node.tagName === 'div') {
        parent!.children[index!] = h('aside', {}, h('i', {}));
        return SKIP_CHILDREN;
      }
    });
    expect(seen).toEqual(['p', 'em', 'pre', 'b', 'div']);
    expect(root.children.map((child) => (child.type === 'element' ? child.tagName : child.type))).toEqual(['p', 'figure', 'aside']);
  });

  it('stops when a callback says so', () => {
    const seen: string[] = [];
    const stopped = forEachElement(tree(), (node) => {
      seen.push(node.tagName);
      return node.tagName === 'em' ? STOP : undefined;
    });
    expect([stopped, seen]).toEqual([true, ['p', 'em']]);
  });
});
