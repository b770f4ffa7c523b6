import type { Doc } from '../content/doc.js';
import { fileNameOf } from '../content/doc-route.js';

/**
 * A doc's title without compiling it: front-matter `title`, else the text of
 * the first `# ` heading outside code fences with its inline markup
 * stripped, else the file name. The markdown phase has the last word
 * (`docTitle`); the dev server uses this for the sidebar labels and
 * prev/next links of docs nobody has opened yet, so that one page can be
 * served without compiling them all.
 */
export function approximateTitle(doc: Pick<Doc, 'frontMatter' | 'relativePath' | 'source'>): string {
  if (doc.frontMatter.title !== undefined) return doc.frontMatter.title;
  let fence: string | undefined;
  for (const line of doc.source.split('\n')) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker) {
      if (fence === undefined) fence = marker[0]!;
      else if (marker[0] === fence) fence = undefined;
      continue;
    }
    if (fence !== undefined) continue;
    const heading = /^ {0,3}#[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/.exec(line)?.[1];
    if (heading) return plainText(heading) || fileNameOf(doc.relativePath);
  }
  return fileNameOf(doc.relativePath);
}

/** Inline markdown as the reader sees it: links by their text, no code ticks, emphasis or `{#id}`. */
function plainText(markdown: string): string {
  return markdown
    .replace(/\s*\{#[^}]*\}\s*$/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__|\*|_|~~)(.+?)\1/g, '$2')
    .trim();
}
