import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { SidebarItem, SiteData } from '../../shared/types.js';
import type { ResolvedTheme } from '../theme/resolve-theme.js';

/** What the generated modules are made of. */
export interface EntryModuleSources {
  site: SiteData;
  /** Where the theme and the runtime it uses live (see `resolveTheme`). */
  theme: ResolvedTheme;
  /** Each route's output name (see `routeEntryNames`), page data as JSON text, and sidebar id. */
  routes: Array<{ path: string; name: string; pageJson: string; sidebarId?: string }>;
  sidebars: Record<string, SidebarItem[]>;
}

/** Absolute paths of the written modules: the client entry, and each route's by route path. */
export interface EntryModules {
  client: string;
  routes: Map<string, string>;
}

/**
 * Writes Quire's generated modules as files in `dir`: the client entry, one
 * module per route and one per sidebar. Files, not an esbuild plugin: esbuild
 * then reads and parses them on its own threads, without a round trip to
 * Node for each of thousands of modules. Each sidebar is its own module, so
 * code splitting turns it into a chunk that the pages of that sidebar share.
 */
export async function writeEntryModules(dir: string, sources: EntryModuleSources): Promise<EntryModules> {
  const json = (value: unknown) => JSON.stringify(value);
  const files = new Map<string, string>();
  const sidebarFile = (id: string) => `sidebars/${id.replace(/[^A-Za-z0-9_-]/g, '_')}-${Object.keys(sources.sidebars).indexOf(id)}.js`;

  files.set(
    'client.js',
    [
      `import site from './site.js';`,
      `import ${json(sources.theme.styles)};`,
      `import { components } from ${json(sources.theme.entry)};`,
      `import { boot } from ${json(sources.theme.engineClient)};`,
      `void boot({ site, components });`,
    ].join('\n'),
  );
  files.set('site.js', `export default ${json(sources.site)};`);
  for (const [id, items] of Object.entries(sources.sidebars)) files.set(sidebarFile(id), `export default ${json(items)};`);

  const routes = new Map<string, string>();
  for (const route of sources.routes) {
    const file = `${route.name}.js`;
    // Page data as a JSON string literal: esbuild copies one token instead of
    // parsing and printing a large object, and browsers parse JSON faster
    // than the equivalent object literal.
    const page = `JSON.parse(${json(route.pageJson)})`;
    const hasSidebar = route.sidebarId !== undefined && sources.sidebars[route.sidebarId] !== undefined;
    const depth = route.name.split('/').length - 1;
    const up = depth === 0 ? './' : '../'.repeat(depth);
    files.set(
      file,
      hasSidebar
        ? `import sidebar from ${json(up + sidebarFile(route.sidebarId!))};\nexport default { page: ${page}, sidebar };`
        : `export default { page: ${page} };`,
    );
    routes.set(route.path, join(dir, file));
  }

  const dirs = new Set([...files.keys()].map((file) => dirname(join(dir, file))));
  await Promise.all([...dirs].map((d) => mkdir(d, { recursive: true })));
  await Promise.all([...files].map(([file, text]) => writeFile(join(dir, file), text)));
  return { client: join(dir, 'client.js'), routes };
}
