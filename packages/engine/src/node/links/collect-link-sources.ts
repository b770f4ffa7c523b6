import type { SidebarItem } from '../../shared/types.js';
import type { ResolvedConfig } from '../config/resolved-config.js';
import type { Doc } from '../content/doc.js';
import type { SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import type { LinkSource } from './link-source.js';
import { findStringInSource } from '../locate-in-source.js';

/** Where the links to check come from. */
export interface LinkOrigins {
  config: ResolvedConfig;
  configFile: string;
  configSource: string;
  docs: Doc[];
  /** Compiled docs by doc id. */
  compiled: Map<string, SerializedCompiledDoc>;
  sidebars: Record<string, SidebarItem[]>;
  sidebarsFile?: string;
  sidebarsSource?: string;
}

/** Every internal link of the site: in docs, the navbar, the footer, the home page and the sidebars. */
export function* collectLinkSources(origins: LinkOrigins): Generator<LinkSource> {
  const { config, configFile, configSource } = origins;
  const fromConfig = (url: string, context: string): LinkSource => ({
    url,
    file: configFile,
    ...findStringInSource(configSource, url),
    context,
  });
  for (const item of config.navbar.items) if (item.to) yield fromConfig(item.to, `Navbar item "${item.label}" links to`);
  for (const column of config.footer.columns)
    for (const item of column.items) if (item.to) yield fromConfig(item.to, `Footer link "${item.label}" links to`);
  for (const action of config.home.hero.actions) yield fromConfig(action.to, `Home page action "${action.label}" links to`);
  for (const section of config.home.sections)
    for (const item of section.items) if (item.to) yield fromConfig(item.to, `Home page link "${item.label}" links to`);

  for (const doc of origins.docs) {
    const compiled = origins.compiled.get(doc.id);
    if (!compiled) continue;
    for (const link of compiled.links) {
      yield { url: link.url, file: doc.filePath, line: link.line, column: link.column, context: 'Links to' };
    }
  }

  if (origins.sidebarsFile) {
    const file = origins.sidebarsFile;
    const source = origins.sidebarsSource ?? '';
    for (const items of Object.values(origins.sidebars)) {
      for (const href of internalSidebarHrefs(items)) {
        yield { url: href, file, ...findStringInSource(source, href), context: 'Sidebar link links to' };
      }
    }
  }
}

function* internalSidebarHrefs(items: SidebarItem[]): Generator<string> {
  for (const item of items) {
    // Doc links were made from routes and cannot be broken; hand-written links can.
    if (item.type === 'link' && item.docId === undefined && item.href.startsWith('/')) yield item.href;
    if (item.type === 'category') yield* internalSidebarHrefs(item.items);
  }
}
