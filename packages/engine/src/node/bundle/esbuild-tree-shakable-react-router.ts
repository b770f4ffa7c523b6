import { readFile } from 'node:fs/promises';
import type * as esbuild from 'esbuild';

/** react-router's published ES modules (`dist/development/*.mjs`, `dist/production/*.mjs`). */
const REACT_ROUTER_MODULE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/][^\\/]+[\\/][^\\/]+\.mjs$/;

/** A top-level call that makes a context or a component, not yet annotated as free of side effects. */
const UNANNOTATED_FACTORY = /(?<!\/\* @__PURE__ \*\/ )\b(React\d*\.(?:createContext|forwardRef|memo))\(/g;

/** A top-level `Name.displayName = "…";` statement: a name for React DevTools, nothing the page needs. */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;

/**
 * Lets esbuild drop the parts of react-router a site does not use.
 *
 * react-router ships one large module in which every component and context
 * is made by a call esbuild cannot prove free of side effects
 * (`React.forwardRef(…)`, `React.createContext(…)`), then named by an
 * assignment (`Link.displayName = "Link"`) that is a side effect of its own.
 * Either keeps everything alive: importing `BrowserRouter` alone bundled
 * 40 KB (14.6 KB gzip) of it, `Form`, `NavLink` and the data routers
 * included. This marks those calls pure (they are: each only builds an
 * object) and drops the DevTools names, so esbuild keeps only what the
 * runtime reaches: 25 KB (9.5 KB gzip) for `BrowserRouter`, `Link`,
 * `useLocation` and `useNavigate`. Upstream has the same fix under review
 * (remix-run/react-router#15299); once it ships, this finds nothing to change.
 *
 * Browser bundles only: a component name matters to nobody reading the site,
 * while the server renderer's stack traces keep theirs.
 */
export function treeShakableReactRouter(): esbuild.Plugin {
  return {
    name: 'quire-tree-shakable-react-router',
    setup(build) {
      build.onLoad({ filter: REACT_ROUTER_MODULE }, async (args) => ({
        contents: markReactRouterPure(await readFile(args.path, 'utf8')),
        loader: 'js',
      }));
    },
  };
}

/** The source of a react-router module with its factories annotated pure and its DevTools names removed. */
export function markReactRouterPure(source: string): string {
  return source.replace(UNANNOTATED_FACTORY, '/* @__PURE__ */ $1(').replace(DISPLAY_NAME, '');
}
