import type { Extension as FromMarkdownExtension } from 'mdast-util-from-markdown';
import type { Root } from 'mdast';
import type { Code, Effects, Extension, State } from 'micromark-util-types';
import remarkParse from 'remark-parse';
import { unified, type Processor } from 'unified';
import { describe, expect, it } from 'vitest';
import { testContext } from '../test-support/test-context.js';
import { createMarkdownProcessor } from './create-markdown-processor.js';
import { markdownOptions } from './markdown-options.js';
import { remarkMarkdownIt } from './remark-markdown-it.js';

/** micromark syntax for `%text%`, read as a `percent` node: what a plugin such as remark-math adds, in small. */
const percentSyntax: Extension = {
  text: {
    37: {
      name: 'percent',
      tokenize(effects: Effects, ok: State, nok: State): State {
        const inside = (code: Code): State | undefined => {
          if (code === null || code < 0) return nok(code);
          effects.consume(code);
          if (code !== 37) return inside;
          effects.exit('percentText' as never);
          return ok;
        };
        return (code) => {
          effects.enter('percentText' as never);
          effects.consume(code);
          return inside;
        };
      },
    },
  },
};
const percentFromMarkdown: FromMarkdownExtension = {
  enter: {
    percentText(token) {
      this.enter({ type: 'percent', value: this.sliceSerialize(token) } as never, token);
    },
  },
  exit: {
    percentText(token) {
      this.exit(token);
    },
  },
};
function remarkPercent(this: Processor): void {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(percentSyntax);
  (data.fromMarkdownExtensions ??= []).push(percentFromMarkdown);
}

function types(tree: unknown): string[] {
  const node = tree as { type: string; children?: unknown[] };
  return [node.type, ...(node.children ?? []).flatMap(types)];
}

describe('remarkMarkdownIt', () => {
  it('reads a plain doc itself and leaves the rest to the parser chain before it', () => {
    let chainCalls = 0;
    const processor = unified()
      .use(remarkParse)
      .use(function countChain(this: Processor) {
        const parse = this.parser!;
        this.parser = (document, file) => {
          chainCalls++;
          return parse(document, file);
        };
      })
      .use(remarkMarkdownIt);
    expect(types(processor.parse('# Title\n\nText with [a link](./a.md).\n'))).toEqual(['root', 'heading', 'text', 'paragraph', 'text', 'link', 'text', 'text']);
    expect(chainCalls).toBe(0);
    processor.parse('Text with a footnote[^1].\n\n[^1]: Note.\n');
    expect(chainCalls).toBe(1);
  });

  it('leaves every doc to remark-parse when a user plugin extends micromark (the syntax markdown-it cannot read)', () => {
    const options = markdownOptions(testContext().config);
    const doc = 'Costs 100%tax% more.\n';
    const plain = createMarkdownProcessor(options).parse(doc) as Root;
    const extended = createMarkdownProcessor({ ...options, remarkPlugins: [remarkPercent] }).parse(doc) as Root;
    expect(types(plain)).not.toContain('percent');
    expect(types(extended)).toContain('percent');
  });
});
