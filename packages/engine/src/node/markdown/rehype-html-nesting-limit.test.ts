import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { VFileMessage } from 'vfile-message';
import { describe, expect, it } from 'vitest';
import { rehypeHtmlNestingLimit } from './rehype-html-nesting-limit.js';
import { MAX_TREE_DEPTH } from './remark-markdown-limits.js';

const processor = unified().use(remarkParse).use(remarkRehype, { allowDangerousHtml: true }).use(rehypeHtmlNestingLimit);

function check(markdown: string): VFileMessage | undefined {
  const file = new VFile({ path: 'doc.md', value: markdown });
  try {
    processor.runSync(processor.parse(file), file);
    return undefined;
  } catch (error) {
    if (error instanceof VFileMessage) return error;
    throw error;
  }
}

describe('rehypeHtmlNestingLimit', () => {
  it('lets ordinary HTML through', () => {
    expect(check('<details><summary>More</summary>\n\n<div><p>x<br/><img src="a.png"></p></div>\n\n</details>')).toBeUndefined();
  });

  it(`fails at the tag that goes past ${MAX_TREE_DEPTH} levels, across HTML blocks`, () => {
    const message = check(`Intro.\n\n${'<div>\n'.repeat(150)}\nText.\n\n${'<section>'.repeat(200)}`);
    expect(message?.fatal).toBe(true);
    expect(message?.reason).toBe(`HTML elements are nested more than ${MAX_TREE_DEPTH} deep here.`);
    // 150 divs are open; the 150th section (with the tree level of its block) is one too many: line 156, after 149 `<section>`s.
    expect([message?.line, message?.column]).toEqual([156, 149 * '<section>'.length + 1]);
  });

  it('does not count elements the parser closes by itself, nor void and self-closed ones', () => {
    expect(check(`${'<li>a'.repeat(1000)}\n\n${'<p>b'.repeat(1000)}\n\n${'<br>'.repeat(1000)}${'<span/>'.repeat(1000)}`)).toBeUndefined();
  });
});
