import type { Processor } from 'unified';
import { fencedCodeLines } from './fenced-code-lines.js';

const HEADING = /^ {0,3}#{1,6}\s/;
// `{#id}` at the end of a heading line: an invalid expression to MDX, a heading id to Docusaurus.
const HEADING_ID = /(?<!\\)\{#([^{}\s]+)\}(\s*)$/;

/**
 * Remark plugin for MDX docs: reads two things Docusaurus 3 still accepts in
 * MDX files (its `markdown.mdx1Compat` options, on by default), which MDX
 * itself rejects:
 *
 * - `## Title {#custom-id}`: the `{` is escaped, so the heading's text ends
 *   in `{#custom-id}`, which `remarkHeadingCustomIds` then reads as in
 *   markdown docs;
 * - HTML comments `<!-- … -->`: made into MDX comments `{/** … *\/}`, which
 *   render nothing.
 *
 * Both are rewritten in the text before MDX parses it, outside fenced code
 * and inline code. A comment keeps its length, so every position after it
 * is the file's; an escaped heading id moves only the rest of its line.
 */
export function remarkMdx1Compat(this: Processor) {
  const parse = this.parser;
  if (!parse) throw new Error('remarkMdx1Compat needs a parser: use it after remark-parse.');
  this.parser = (document, file) => parse(mdx1Compat(document), file);
}

/** The rewrite {@link remarkMdx1Compat} makes (exported for its tests). */
export function mdx1Compat(document: string): string {
  if (!document.includes('{#') && !document.includes('<!--')) return document;
  const lines = document.split('\n');
  const isCode = fencedCodeLines();
  let inComment = false;
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!;
    // Inside an HTML comment a fence is text, and opens nothing.
    if (!inComment && isCode(line)) continue;
    if (HEADING.test(line)) line = line.replace(HEADING_ID, '\\{#$1}$2');
    // Comments, outside inline code: `<!--` → `{/**`, `-->` → `*/}`, same lengths.
    let out = '';
    let at = 0;
    while (at < line.length) {
      if (inComment) {
        const end = line.indexOf('-->', at);
        if (end === -1) {
          out += line.slice(at).replaceAll('*/', '* /');
          at = line.length;
        } else {
          out += line.slice(at, end).replaceAll('*/', '* /') + '*/}';
          at = end + 3;
          inComment = false;
        }
        continue;
      }
      const tick = line.indexOf('`', at);
      const open = line.indexOf('<!--', at);
      if (open === -1) {
        out += line.slice(at);
        break;
      }
      if (tick !== -1 && tick < open) {
        const run = /^`+/.exec(line.slice(tick))![0];
        const close = line.indexOf(run, tick + run.length);
        const stop = close === -1 ? tick + run.length : close + run.length;
        out += line.slice(at, stop);
        at = stop;
        continue;
      }
      out += line.slice(at, open) + '{/**';
      at = open + 4;
      inComment = true;
    }
    lines[i] = out;
  }
  return lines.join('\n');
}
