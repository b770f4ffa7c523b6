import type { Plugin } from 'esbuild';
import type { SidebarItem, SiteData } from '../../shared/types.js';
import type { ResolvedTheme } from '../theme/resolve-theme.js';

/** The namespace of Quire's generated modules. */
const NAMESPACE = 'quire';

/** What the generated modules are made of. */
export interface RouteModuleSources {
  /** Folder that bare imports of the generated modules resolve from (the site folder). */
  resolveDir: string;
  site: SiteData;
  /** Where the theme and the runtime it uses live (see `resolveTheme`). */
  theme: ResolvedTheme;
  /** Page data (as JSON text) of each route path, and the id of the sidebar it shows. */
  routes: Map<string, { pageJson: string; sidebarId?: string }>;
  sidebars: Record<string, SidebarItem[]>;
}

/** Specifier of the client entry. */
export const CLIENT_ENTRY = 'quire:client';
/** Specifier of one route's module. */
export const routeSpecifier = (path: string): string => `quire:route:${path}`;

/**
 * An esbuild plugin that serves Quire's generated modules from memory: the
 * client entry, the site data, one module per route and one per sidebar.
 * Each sidebar is its own module, so code splitting turns it into a shared
 * chunk that every page of that sidebar reuses instead of repeating.
 */
export function esbuildRouteModules(sources: RouteModuleSources): Plugin {
  const json = (value: unknown) => JSON.stringify(value);
  const load = (path: string): string | undefined => {
    if (path === CLIENT_ENTRY) {
      return [
        `import site from 'quire:site';`,
        `import ${json(sources.theme.styles)};`,
        `import { components } from ${json(sources.theme.entry)};`,
        `import { boot } from ${json(sources.theme.engineClient)};`,
        `void boot({ site, components });`,
      ].join('\n');
    }
    if (path === 'quire:site') return `export default ${json(sources.site)};`;
    if (path.startsWith('quire:sidebar:')) {
      const sidebar = sources.sidebars[path.slice('quire:sidebar:'.length)];
      return sidebar && `export default ${json(sidebar)};`;
    }
    if (path.startsWith('quire:route:')) {
      const route = sources.routes.get(path.slice('quire:route:'.length));
      if (!route) return undefined;
      // Page data as a JSON string literal: esbuild copies one token instead of
      // parsing and printing a large object, and browsers parse JSON faster
      // than the equivalent object literal.
      const page = `JSON.parse(${json(route.pageJson)})`;
      if (route.sidebarId === undefined || !sources.sidebars[route.sidebarId]) {
        return `export default { page: ${page} };`;
      }
      return `import sidebar from ${json('quire:sidebar:' + route.sidebarId)};\nexport default { page: ${page}, sidebar };`;
    }
    return undefined;
  };
  return {
    name: 'quire-route-modules',
    setup(build) {
      build.onResolve({ filter: /^quire:/ }, (args) => ({ path: args.path, namespace: NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const contents = load(args.path);
        if (contents === undefined) return { errors: [{ text: `Quire has no generated module ${args.path}.` }] };
        return { contents, loader: 'js', resolveDir: sources.resolveDir };
      });
    },
  };
}
