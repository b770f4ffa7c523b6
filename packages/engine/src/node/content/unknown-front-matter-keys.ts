import type { Diagnostic } from '../diagnostic.js';
import { didYouMean } from '../did-you-mean.js';
import type { FrontMatter } from './doc.js';
import { KNOWN_FRONT_MATTER_KEYS } from './front-matter-schema.js';
import { frontMatterKeyPositions } from './front-matter-key-positions.js';

const KNOWN = new Set(KNOWN_FRONT_MATTER_KEYS);

/** The keys of `frontMatter` that neither Docusaurus 3's docs nor Quire read, in the order written. */
export function unknownFrontMatterKeys(frontMatter: FrontMatter): string[] {
  return Object.keys(frontMatter).filter((key) => !KNOWN.has(key));
}

/**
 * One warning per front matter key Quire does not read, at the key's line
 * and column, with the known key it most likely misspells. A warning, not
 * an error, as in Docusaurus: other tools put their own keys in front
 * matter. But never silence: a misspelt `sidebar_positon` would otherwise
 * leave the doc where it was without a word.
 *
 * @param source The whole file, or what reads it: called only when there is
 *   an unknown key (rare), so a doc the build did not read stays unread.
 */
export function unknownFrontMatterKeyWarnings(frontMatter: FrontMatter, source: string | (() => string), filePath: string): Diagnostic[] {
  const unknown = unknownFrontMatterKeys(frontMatter);
  if (unknown.length === 0) return [];
  const positions = frontMatterKeyPositions(typeof source === 'string' ? source : source());
  return unknown.map((key) => {
    const suggestion = didYouMean(key, KNOWN_FRONT_MATTER_KEYS);
    return {
      severity: 'warning',
      code: 'unknown-front-matter-key',
      message: `Unknown front matter key \`${key}\`: Quire does not read it.`,
      file: filePath,
      ...positions.get(key),
      hint: suggestion
        ? `Did you mean \`${suggestion}\`?`
        : `The keys Quire reads are those of Docusaurus 3's docs (${KNOWN_FRONT_MATTER_KEYS.join(', ')}); remove it if no other tool needs it.`,
    } satisfies Diagnostic;
  });
}
