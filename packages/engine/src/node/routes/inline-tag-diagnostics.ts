import { relative } from 'node:path';
import type { Doc } from '../content/doc.js';
import { frontMatterKeyPositions } from '../content/front-matter-key-positions.js';
import type { TagsFile } from '../content/read-tags-file.js';
import type { Diagnostic } from '../diagnostic.js';
import { didYouMean } from '../did-you-mean.js';
import { docSourceText } from '../content/doc-source-text.js';
import { docTagLinks } from './doc-tags.js';

/** What to do with a tag the tags file does not define (config `onInlineTags`, as Docusaurus names it). */
export type OnInlineTags = 'ignore' | 'log' | 'warn' | 'throw';

/**
 * One diagnostic per doc whose front matter writes tags the tags file does
 * not define, as Docusaurus reports them: only when the site has a tags
 * file, at the `tags` key, a warning by default (`onInlineTags: 'warn'`), an
 * error with `'throw'`; with `'log'` they are warnings the caller prints as
 * information lines.
 */
export function inlineTagDiagnostics(docs: readonly Doc[], tagsFile: TagsFile | undefined, onInlineTags: OnInlineTags): Diagnostic[] {
  if (!tagsFile || onInlineTags === 'ignore') return [];
  const diagnostics: Diagnostic[] = [];
  const name = relative(process.cwd(), tagsFile.file) || tagsFile.file;
  for (const doc of docs) {
    const { inline } = docTagLinks(doc.frontMatter.tags, tagsFile.tags);
    if (inline.length === 0) continue;
    const suggestions = inline.map((tag) => didYouMean(tag, tagsFile.tags.keys())).filter((s): s is string => s !== undefined);
    diagnostics.push({
      severity: onInlineTags === 'throw' ? 'error' : 'warning',
      code: 'inline-tag',
      message: `Tags [${inline.join(', ')}] used in ${doc.relativePath} are not defined in ${name}.`,
      file: doc.filePath,
      ...frontMatterKeyPositions(docSourceText(doc)).get('tags'),
      hint: `${suggestions.length > 0 ? `Did you mean ${suggestions.map((s) => `\`${s}\``).join(', ')}? ` : ''}Add them to the tags file, or write a key it defines (config \`onInlineTags\` chooses how this is reported).`,
    });
  }
  return diagnostics;
}
