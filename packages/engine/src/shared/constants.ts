/**
 * Fixed names the build and the browser both rely on: the element the app
 * renders into, the reader's localStorage keys, the search index's folder.
 */
/** Id of the element the app renders into. */
export const ROOT_ID = '__quire';
/** localStorage key of the reader's color mode. */
export const COLOR_MODE_STORAGE_KEY = 'theme';
/** localStorage key of the reader's choice in TypeScript/JavaScript code tabs: `ts` or `js`. */
export const CODE_LANGUAGE_STORAGE_KEY = 'quire-code-language';
/** Folder of the built-in search index under the base URL (its root `index.json` and hashed files; see `search-index-format.ts`). */
export const SEARCH_INDEX_DIR = 'search-index';
