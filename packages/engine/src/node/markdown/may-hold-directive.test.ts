import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { mayHoldDirective } from './may-hold-directive.js';

const parse = unified().use(remarkParse).use(remarkDirective).freeze();
const hasDirective = (text: string) => JSON.stringify(parse.runSync(parse.parse(text)) as Root).includes('Directive"');

describe('mayHoldDirective', () => {
  it('is false only where remark-directive finds no directive', () => {
    for (const text of ['See: this.', ':: and :::', '::: \n:::', 'a :+ b', 'https://x.y/z', 'type: "x"']) {
      expect(mayHoldDirective(new VFile(text)), text).toBe(false);
      expect(hasDirective(text), text).toBe(false);
    }
    for (const text of [':abbr[HTML]', '::video{#x}', ':::tip\nHi\n:::', 'At 10:30', 'x:é']) {
      expect(mayHoldDirective(new VFile(text)), text).toBe(true);
      expect(hasDirective(text), text).toBe(true);
    }
  });

  it('is true for a file without its text', () => {
    expect(mayHoldDirective(new VFile())).toBe(true);
  });
});
