import { SEARCH_INDEX_DIR } from '../../shared/types.js';

/** The folders of the search index whose files are named by a hash of their content, relative to the index folder. */
export const HASHED_SEARCH_SUBFOLDERS = ['terms', 'pages', 'fragments'] as const;

/**
 * The folders of the output whose search files are named by a hash of their
 * content (term buckets, page tables, fragments), relative to the output
 * folder: what the previous output may lend the next build (see `PreviousOutput`).
 */
export function hashedSearchFolders(): string[] {
  return HASHED_SEARCH_SUBFOLDERS.map((folder) => `${SEARCH_INDEX_DIR}/${folder}`);
}
