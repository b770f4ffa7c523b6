/**
 * The data that crosses from the build (Node) to the browser and the theme.
 *
 * Only plain, JSON-serializable shapes live here: this module is imported by
 * both sides, so it must not touch Node or DOM APIs.
 *
 * The shapes are kept in one file per concept (site data, table of contents,
 * sidebar, page data, client manifest, fixed names); this module re-exports
 * them all, so `./types.js`, and `@quire/engine/types` which points at it,
 * stay the one place to import them from. Files that hold only types are
 * re-exported with `export type *`, so the emitted `types.js` loads no module
 * that would be empty at run time.
 */
export type * from './site-data.js';
export type * from './toc-item.js';
export type * from './sidebar-item.js';
export type * from './page-data.js';
export * from './client-manifest.js';
export * from './constants.js';
