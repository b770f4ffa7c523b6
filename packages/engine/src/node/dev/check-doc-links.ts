import type { LoadedConfig } from '../config/load-config.js';
import type { Doc } from '../content/doc.js';
import type { Diagnostic } from '../diagnostic.js';
import { checkLinks } from '../links/check-links.js';
import { checkStaticImages } from '../links/check-static-images.js';
import { collectLinkSources } from '../links/collect-link-sources.js';
import type { SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import { normalizePath } from '../../shared/normalize-path.js';
import { safeDecode } from '../../shared/safe-decode.js';
import type { SiteStructure } from './site-structure.js';

/**
 * The docs whose headings a doc's links point into (`/page#heading`): they
 * must be compiled before the doc's anchors can be checked.
 */
export function anchorTargets(doc: Doc, compiled: SerializedCompiledDoc, structure: SiteStructure): Doc[] {
  const targets = new Set<Doc>();
  for (const link of compiled.links) {
    const hashAt = link.url.indexOf('#');
    if (hashAt === -1) continue;
    const target = structure.docByRoute.get(normalizePath(safeDecode(link.url.slice(0, hashAt).split('?')[0] ?? '')));
    if (target && target !== doc) targets.add(target);
  }
  return [...targets];
}

/**
 * The links phase for one doc, as the dev server runs it: every internal
 * link against the routes, every anchor against the headings of the pages
 * compiled so far (`compiled` of a doc that never compiled is `undefined`,
 * and links into it are checked for the page only), and images named by
 * site path against the static folder. Broken links come back as warnings,
 * never errors: in dev they must not stop anyone from reading the page.
 */
export function checkDocLinks(
  loaded: LoadedConfig,
  doc: Doc,
  result: SerializedCompiledDoc,
  structure: SiteStructure,
  compiled: (docId: string) => SerializedCompiledDoc | undefined,
): Diagnostic[] {
  const headingIds = new Map<string, ReadonlySet<string>>();
  for (const [route, owner] of structure.docByRoute) {
    const ids = owner === doc ? result.headingIds : compiled(owner.id)?.headingIds;
    if (ids) headingIds.set(route, new Set(ids));
  }
  const sources = [
    ...collectLinkSources({
      config: loaded.config,
      configFile: loaded.configFile,
      configSource: loaded.configSource,
      docs: [doc],
      compiled: new Map([[doc.id, result]]),
      sidebars: {},
    }),
  ].filter((source) => source.file === doc.filePath);
  const broken = checkLinks(sources, { manifest: structure.manifest, headingIds }).map((d): Diagnostic => ({ ...d, severity: 'warning' }));
  return [...broken, ...checkStaticImages([[doc.filePath, result]], loaded.config.staticDir)];
}

/** The links of the navbar, footer, home page and hand-written sidebar entries, checked against the routes; as warnings. */
export function checkSiteLinks(loaded: LoadedConfig, structure: SiteStructure): Diagnostic[] {
  const sources = collectLinkSources({
    config: loaded.config,
    configFile: loaded.configFile,
    configSource: loaded.configSource,
    docs: [],
    compiled: new Map(),
    sidebars: structure.sidebars.sidebars,
    sidebarsFile: loaded.sidebarsFile,
    sidebarsSource: loaded.sidebarsSource,
  });
  return checkLinks(sources, { manifest: structure.manifest, headingIds: new Map() }).map((d): Diagnostic => ({ ...d, severity: 'warning' }));
}
