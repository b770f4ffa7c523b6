import type { Doc } from '../content/doc.js';
import { didYouMean } from '../did-you-mean.js';
import type { ResolvedSidebars } from './resolve-sidebars.js';

/**
 * Front matter `displayed_sidebar`: a doc shows the sidebar it names (even
 * one that does not list it), or none for `null`. A name that is no sidebar
 * is an error at the key, with the closest sidebar id.
 */
export function applyDisplayedSidebars(docs: readonly Doc[], result: Pick<ResolvedSidebars, 'sidebars' | 'docSidebar' | 'diagnostics'>): void {
  for (const doc of docs) {
    if (!Object.hasOwn(doc.frontMatter, 'displayed_sidebar')) continue;
    const wanted = doc.frontMatter.displayed_sidebar;
    if (wanted === null || wanted === undefined) {
      result.docSidebar.delete(doc.id);
      continue;
    }
    if (Object.hasOwn(result.sidebars, wanted)) {
      result.docSidebar.set(doc.id, wanted);
      continue;
    }
    const ids = Object.keys(result.sidebars);
    const suggestion = didYouMean(wanted, ids);
    result.diagnostics.push({
      severity: 'error',
      file: doc.filePath,
      ...frontMatterKeyPosition(doc.source, 'displayed_sidebar'),
      message: `Front matter displayed_sidebar names sidebar "${wanted}", which does not exist.`,
      hint: suggestion
        ? `Did you mean "${suggestion}"?`
        : ids.length > 0
          ? `The sidebars are: ${ids.map((id) => `"${id}"`).join(', ')}; or write \`displayed_sidebar: null\` for none.`
          : 'The site has no sidebars file: remove the key, or write `displayed_sidebar: null` for no sidebar.',
    });
  }
}

/** The line and column of a top-level front matter key in a doc's source. */
function frontMatterKeyPosition(source: string, key: string): { line?: number; column?: number } {
  const match = new RegExp(`^${key}\\s*:`, 'm').exec(source);
  if (!match) return {};
  const line = source.slice(0, match.index).split('\n').length;
  return { line, column: 1 };
}
