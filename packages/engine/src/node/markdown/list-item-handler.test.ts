import type { ListItem, Root } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { createListItemHandler } from './list-item-handler.js';

const pipeline = (options: object) => unified().use(remarkParse).use(remarkGfm).use(remarkRehype, options);
const plain = pipeline({});
const linear = pipeline({ handlers: { listItem: createListItemHandler() } });
const convert = (processor: typeof plain, markdown: string) => processor.runSync(processor.parse(markdown));

describe('createListItemHandler', () => {
  it.each([
    ['a tight list', '- a\n- b\n- c'],
    ['a list loose by a blank line', '- a\n\n- b\n- c'],
    ['a list loose by an item of two paragraphs', '- a\n- b\n\n  more\n- c'],
    ['task items and nested lists', '- [ ] a\n- [x] b\n  - c\n\n  - d\n1. e\n2. f'],
  ])('gives the same tree as the default handler for %s', (_, markdown) => {
    expect(convert(linear, markdown)).toEqual(convert(plain, markdown));
  });

  it('looks at each item of a list once, where the default handler looks at every item for every item', () => {
    const n = 500;
    let looks = 0;
    const item = (): ListItem =>
      new Proxy({ type: 'listItem', spread: false, children: [{ type: 'paragraph', children: [{ type: 'text', value: 'x' }] }] } as ListItem, {
        get(target, key, receiver) {
          if (key === 'spread') looks++;
          return Reflect.get(target, key, receiver);
        },
      });
    const list = (): Root => ({ type: 'root', children: [{ type: 'list', ordered: false, spread: false, children: Array.from({ length: n }, item) }] });

    toHast(list(), { handlers: { listItem: createListItemHandler() } });
    expect(looks).toBeLessThanOrEqual(2 * n);
    // The measure works: the default handler's n² looks are what this handler saves.
    looks = 0;
    toHast(list());
    expect(looks).toBeGreaterThan((n * n) / 2);
  });
});
