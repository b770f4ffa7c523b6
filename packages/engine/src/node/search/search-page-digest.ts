import { createHash } from 'node:crypto';
import { contentHash } from '../cache/content-hash.js';
import type { SearchSection } from './search-section.js';

/**
 * A digest of a doc's search sections: a SHA-256, in base64url, of their
 * JSON text, which is how the compiled-docs cache keeps them. A doc from the
 * cache has it recorded, so its sections need not even be parsed.
 */
export function sectionsDigest(sectionsJson: string): string {
  return createHash('sha256').update(sectionsJson).digest('base64url');
}

/** {@link sectionsDigest} of sections in memory. */
export function digestOfSections(sections: readonly SearchSection[]): string {
  return sectionsDigest(JSON.stringify(sections));
}

/**
 * What stands for a search page (its URL, title and sections, which alone
 * make its part of the index) where pages are keyed: the search index cache.
 * A warm build then neither parses nor hashes any page's sections for the key.
 */
export function searchPageDigest(url: string, title: string, sectionsDigestText: string): string {
  return contentHash('search-page', url, title, sectionsDigestText);
}
