import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BuildContext } from '../build-context.js';
import type { BuildCache } from '../cache/build-cache.js';
import type { SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import type { RouteManifest } from '../routes/route-manifest.js';
import { searchPages } from '../search/search-pages.js';
import { writeSearchIndex, type SearchIndexOutput } from '../search/write-search-index.js';
import { SEARCH_INDEX_DIR } from '../../shared/types.js';
import type { StagedOutput } from './staged-output.js';

/** What the search phase reads. */
export interface SearchPhaseInput {
  manifest: RouteManifest;
  compiled: ReadonlyMap<string, SerializedCompiledDoc>;
  output: StagedOutput;
  cache?: BuildCache;
}

/**
 * The search phase: every doc's sections indexed into the staging folder's
 * `search-index/` (see `writeSearchIndex`), on the main thread between the
 * render phase's turns. When no page's search input changed the index comes
 * from the cache; when a few did, the last index is updated in place (read
 * from the previous output, whose files are checked against their names);
 * files the last build wrote alike are linked from the previous output.
 * Skipped when the site uses DocSearch.
 */
export function searchPhase(ctx: BuildContext, { manifest, compiled, output, cache }: SearchPhaseInput): Promise<SearchIndexOutput | undefined> {
  const { staging, previous } = output;
  const settings = ctx.config.search;
  const linkPrevious = previous && ((file: string, to: string) => previous.link(`${SEARCH_INDEX_DIR}/${file}`, to));
  // Only files the last build recorded (the output folder may hold others, an older index's), and read synchronously:
  // an update reads a few dozen small files, which beside the render phase would each wait behind the pages' files.
  const readPrevious =
    previous &&
    ((file: string): Promise<Uint8Array | undefined> => {
      if (!previous.holds(`${SEARCH_INDEX_DIR}/${file}`)) return Promise.resolve(undefined);
      try {
        return Promise.resolve(readFileSync(join(ctx.config.outDir, SEARCH_INDEX_DIR, file)));
      } catch {
        return Promise.resolve(undefined);
      }
    });
  const pages = searchPages(manifest, compiled);
  return writeSearchIndex(ctx, {
    pages,
    outDir: staging,
    linkPrevious,
    readPrevious,
    cached: cache && ((write) => cache.searchIndex({ pages, outDir: staging, settings, linkPrevious }, write)),
  });
}
