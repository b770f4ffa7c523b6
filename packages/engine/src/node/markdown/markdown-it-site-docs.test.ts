/**
 * markdown-it against remark-parse on the Redux Toolkit docs of this
 * repository (`docs/`): every doc markdown-it reads must give the tree
 * remark-parse gives, and at least {@link MIN_READ} of them must be read by
 * it (the speed-up is lost doc by doc as a change makes it decline more).
 * The reasons the others fall back are printed, for the next thing to cover.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { createMarkdownIt } from './markdown-it-parser.js';
import { compareParsers } from '../test-support/parser-parity.js';
import { markdownItFallbackReason } from './markdown-it-to-mdast.js';
import { remarkAdmonitionTitles } from './remark-admonition-titles.js';
import { remarkGfmSyntax } from './remark-gfm-syntax.js';

const DOCS = join(import.meta.dirname, '../../../../../docs');
/** How many of the 44 docs markdown-it reads today; raise it as coverage grows. */
const MIN_READ = 44;

const remark = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfmSyntax).use(remarkDirective).use(remarkAdmonitionTitles).freeze();

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return /\.mdx?$/.test(entry.name) ? [path] : [];
  });
}

describe('markdown-it on the Redux Toolkit docs', () => {
  const files = markdownFiles(DOCS);
  const { md, spans } = createMarkdownIt();

  it('finds the docs', () => {
    expect(files.length).toBeGreaterThanOrEqual(44);
  });

  it.each(files.map((file) => [relative(DOCS, file), file]))('%s: the tree remark-parse gives, whenever markdown-it reads it', (_name, file) => {
    const source = readFileSync(file, 'utf8');
    const result = compareParsers(source);
    expect(result.outcome === 'different' ? result : undefined).toBeUndefined();
  });

  it(`reads at least ${MIN_READ} of them`, () => {
    const reasons = new Map<string, number>();
    for (const file of files) {
      const reason = markdownItFallbackReason(readFileSync(file, 'utf8'), md, spans) ?? 'read by markdown-it';
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    }
    console.info(`RTK docs: ${[...reasons].sort((a, b) => b[1] - a[1]).map(([reason, count]) => `${count} ${reason}`).join(', ')}`);
    expect(reasons.get('read by markdown-it') ?? 0).toBeGreaterThanOrEqual(MIN_READ);
  });
});
