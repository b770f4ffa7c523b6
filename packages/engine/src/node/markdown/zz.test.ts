import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'vitest';
import { createMarkdownIt } from './markdown-it-parser.js';
import { markdownItFallbackReason } from './markdown-it-to-mdast.js';
const dir = join(import.meta.dirname, '../../../../../docs');
function walk(d: string): string[] { return readdirSync(d, { withFileTypes: true }).flatMap((e) => e.name === 'node_modules' ? [] : e.isDirectory() ? walk(join(d, e.name)) : /\.mdx?$/.test(e.name) ? [join(d, e.name)] : []); }
it('x', () => {
  const { md, spans } = createMarkdownIt();
  for (const f of walk(dir)) { const src = readFileSync(f, 'utf8'); const r = markdownItFallbackReason(src, md, spans); if (!r) continue; console.log(f.slice(dir.length), r);
    if (r === 'rule of 3') for (const t of md.parse(src, {})) if (t.type === 'inline' && /[*_]/.test(t.content)) { const c = t.content; if (/[*_]{2}/.test(c)) console.log('   ', JSON.stringify(c.slice(0, 300))); }
  }
});
