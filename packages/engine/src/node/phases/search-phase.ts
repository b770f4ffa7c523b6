import type { BuildContext } from '../build-context.js';
import type { BuildCache } from '../cache/build-cache.js';
import type { SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import type { RouteManifest } from '../routes/route-manifest.js';
import { searchPages } from '../search/search-pages.js';
import { writeSearchIndex, type SearchIndexOutput } from '../search/write-search-index.js';
import type { StagedOutput } from './staged-output.js';

/** What the search phase reads. */
export interface SearchPhaseInput {
  manifest: RouteManifest;
  compiled: ReadonlyMap<string, SerializedCompiledDoc>;
  output: StagedOutput;
  cache?: BuildCache;
}

/**
 * The search phase: every doc's sections indexed by Pagefind (in a process
 * of its own, so it runs beside the render and write phases) into the
 * staging folder's `pagefind/`. A shard of the index whose pages did not
 * change comes from the cache; files the last build wrote alike are linked
 * from the previous output. Skipped when the site uses DocSearch.
 */
export function searchPhase(ctx: BuildContext, { manifest, compiled, output, cache }: SearchPhaseInput): Promise<SearchIndexOutput | undefined> {
  const { staging, previous } = output;
  const settings = ctx.config.search;
  const linkPrevious = previous && ((file: string, to: string) => previous.link(file, to));
  return writeSearchIndex(ctx, {
    pages: searchPages(manifest, compiled),
    outDir: staging,
    previous: previous && ((folder) => previous.folder(folder)),
    cached: cache && ((shard, write) => cache.searchIndex({ folder: shard.folder, pages: shard.pages, outDir: staging, settings, linkPrevious }, write)),
  });
}
