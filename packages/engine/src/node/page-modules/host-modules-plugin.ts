import type * as esbuild from 'esbuild';
import { DOCUSAURUS_MODULES, HOST_GLOBAL, PAGE_LAYOUT_MODULE, THEME_MODULES } from '../../shared/host-modules.js';
import { didYouMean } from '../did-you-mean.js';
import { hostExports } from './host-exports.js';

/** Every `@theme/*` and `@docusaurus/*` module a page may import, for the message naming an unsupported one. */
export const SUPPORTED_DOCUSAURUS_MODULES: readonly string[] = [...Object.keys(THEME_MODULES), PAGE_LAYOUT_MODULE, ...Object.keys(DOCUSAURUS_MODULES)].sort();

/**
 * esbuild plugin for page components (MDX docs, custom pages): imports of
 * React and of Docusaurus' `@theme/*` and `@docusaurus/*` modules become
 * the app's own (see `HOST_GLOBAL`), read when the page's module loads, so
 * a page never carries a second React and its `@theme/Tabs` is the site's
 * `Tabs`. `@site/…` is the site folder, as in Docusaurus. An `@theme/` or
 * `@docusaurus/` module Quire does not provide fails the bundle, naming it
 * and the ones it does.
 */
export function hostModulesPlugin(siteDir: string): esbuild.Plugin {
  const modules = hostExports();
  return {
    name: 'quire-host-modules',
    setup(build) {
      build.onResolve({ filter: /^@site\// }, async (args) => {
        const found = await build.resolve('./' + args.path.slice('@site/'.length), { kind: args.kind, resolveDir: siteDir, importer: args.importer });
        // Failed, named as the page wrote it: the message then finds its line, and says which file is missing.
        return found.errors.length > 0 ? { errors: [{ text: `Could not resolve "${args.path}"` }] } : found;
      });
      build.onResolve({ filter: /^(react(-dom)?(\/.*)?|@theme(-original|-init)?\/.*|@docusaurus\/.*|@mdx-js\/react|quire:markdown)$/ }, (args) => {
        // A package's own imports of React (a site component's npm dependency) are the host's too.
        const specifier = args.path === 'react/jsx-dev-runtime' ? 'react/jsx-runtime' : args.path;
        if (modules.has(specifier)) return { path: specifier, namespace: 'quire-host' };
        if (/^react(-dom)?(\/|$)/.test(specifier)) return undefined;
        const near = didYouMean(specifier, SUPPORTED_DOCUSAURUS_MODULES);
        return {
          errors: [
            {
              text: `\`${args.path}\` is not a module Quire provides.${near ? ` Did you mean \`${near}\`?` : ''}`,
              notes: [{ text: `Quire provides: ${SUPPORTED_DOCUSAURUS_MODULES.join(', ')}. Import a component of your own (\`@site/src/components/…\`) instead.` }],
            },
          ],
        };
      });
      build.onLoad({ filter: /.*/, namespace: 'quire-host' }, (args) => {
        const names = modules.get(args.path) ?? [];
        const lines = [`const m = globalThis[${JSON.stringify(HOST_GLOBAL)}].modules[${JSON.stringify(args.path)}];`, 'export default m.default;'];
        if (names.length > 0) lines.push(`export const { ${names.join(', ')} } = m;`);
        return { contents: lines.join('\n'), loader: 'js', resolveDir: siteDir };
      });
    },
  };
}
