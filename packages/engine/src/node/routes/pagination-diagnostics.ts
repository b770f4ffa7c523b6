import type { Doc } from '../content/doc.js';
import { docSourceText } from '../content/doc-source-text.js';
import { frontMatterKeyPositions } from '../content/front-matter-key-positions.js';
import type { Diagnostic } from '../diagnostic.js';
import { didYouMean } from '../did-you-mean.js';

const KEYS = ['pagination_prev', 'pagination_next'] as const;

/**
 * One error per `pagination_next` / `pagination_prev` naming a doc id that no
 * published doc has, at the key's line and column, with the closest id: a
 * "Next" link that silently went nowhere would hide the typo. (`null` is
 * fine: it means no link.)
 */
export function paginationDiagnostics(docs: readonly Doc[]): Diagnostic[] {
  const ids = new Set(docs.map((doc) => doc.id));
  const diagnostics: Diagnostic[] = [];
  for (const doc of docs) {
    for (const key of KEYS) {
      const target = doc.frontMatter[key];
      if (typeof target !== 'string' || ids.has(target)) continue;
      const suggestion = didYouMean(target, ids);
      diagnostics.push({
        severity: 'error',
        message: `Front matter \`${key}\` names the doc "${target}", but no doc has that id.`,
        file: doc.filePath,
        ...frontMatterKeyPositions(docSourceText(doc)).get(key),
        hint: suggestion
          ? `Did you mean "${suggestion}"? Write a doc id (its path in the docs folder without extension, e.g. \`${key}: ${suggestion}\`), or \`null\` for no link.`
          : `Write a doc id (its path in the docs folder without extension, e.g. \`${key}: tutorials/quick-start\`), or \`null\` for no link.`,
      });
    }
  }
  return diagnostics;
}

