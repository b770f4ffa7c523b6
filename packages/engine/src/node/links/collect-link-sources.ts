import type { SidebarItem } from '../../shared/types.js';
import type { LoadedConfig } from '../config/load-config.js';
import type { Doc } from '../content/doc.js';
import type { SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import type { LinkSource } from './link-source.js';
import { findStringInSource } from '../locate-in-source.js';

/** The files the site's own links are written in: the config (navbar, footer, home page) and the sidebars module. */
export type SiteLinkFiles = Pick<LoadedConfig, 'config' | 'configFile' | 'configSource' | 'sidebarsFile' | 'sidebarsSource'>;

/** The internal links of the navbar, footer and home page, found where the config file writes them. */
export function* configLinkSources(files: SiteLinkFiles): Generator<LinkSource> {
  const { config, configFile, configSource } = files;
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
}

/** The hand-written internal links of the resolved `sidebars`, found where the sidebars module writes them. */
export function* sidebarLinkSources(files: SiteLinkFiles, sidebars: Record<string, SidebarItem[]>): Generator<LinkSource> {
  if (files.sidebarsFile) {
    const file = files.sidebarsFile;
    const source = files.sidebarsSource ?? '';
    for (const items of Object.values(sidebars)) {
      for (const href of internalSidebarHrefs(items)) {
        yield { url: href, file, ...findStringInSource(source, href), context: 'Sidebar link links to' };
      }
    }
  }
}

/** The internal links of a compiled doc, at their line and column in its markdown. */
export function* docLinkSources(doc: Doc, compiled: SerializedCompiledDoc): Generator<LinkSource> {
  for (const link of compiled.links) {
    yield { url: link.url, file: doc.filePath, line: link.line, column: link.column, context: 'Links to' };
  }
}

function* internalSidebarHrefs(items: SidebarItem[]): Generator<string> {
  for (const item of items) {
    // Doc links were made from routes and cannot be broken; hand-written links can.
    if (item.type === 'link' && item.docId === undefined && item.href.startsWith('/')) yield item.href;
    if (item.type === 'category') yield* internalSidebarHrefs(item.items);
  }
}
