import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { markReactRouterPure, treeShakableReactRouter } from './esbuild-tree-shakable-react-router.js';

const engineDir = join(import.meta.dirname, '../../..');

/** What the browser runtime takes from react-router (boot.tsx, link.tsx, quire-app.tsx…), bundled for `platform`. */
async function bundleRouterUse(plugins: esbuild.Plugin[], platform: 'browser' | 'node', contents: string): Promise<string> {
  const result = await esbuild.build({
    stdin: { contents, resolveDir: engineDir, loader: 'jsx' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform,
    write: false,
    jsx: 'automatic',
    external: platform === 'browser' ? ['react', 'react-dom'] : [],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
    plugins,
  });
  return result.outputFiles[0]!.text;
}

const RUNTIME_IMPORTS = `import { BrowserRouter, Link, useLocation, useNavigate } from 'react-router';
window.used = [BrowserRouter, Link, useLocation, useNavigate];`;

describe('markReactRouterPure', () => {
  it('annotates context and component factories and drops top-level DevTools names', () => {
    const source = [
      'var LocationContext = React.createContext(null);',
      'LocationContext.displayName = "Location";',
      'var Link = React10.forwardRef(function Link2() {});',
      'Link.displayName = "Link";',
      'var Memo = /* @__PURE__ */ React3.memo(Inner);',
      'function f() {',
      '  Inner.displayName = "kept inside a function";',
      '}',
    ].join('\n');
    expect(markReactRouterPure(source).split('\n')).toEqual([
      'var LocationContext = /* @__PURE__ */ React.createContext(null);',
      '',
      'var Link = /* @__PURE__ */ React10.forwardRef(function Link2() {});',
      '',
      'var Memo = /* @__PURE__ */ React3.memo(Inner);',
      'function f() {',
      '  Inner.displayName = "kept inside a function";',
      '}',
    ]);
  });
});

describe('treeShakableReactRouter', () => {
  it('leaves out the parts of react-router the runtime does not use', async () => {
    const plain = await bundleRouterUse([], 'browser', RUNTIME_IMPORTS);
    const shaken = await bundleRouterUse([treeShakableReactRouter()], 'browser', RUNTIME_IMPORTS);
    // Measured with react-router 7.18: 40.4 KB without, 25.2 KB with. A
    // react-router whose code the plugin no longer recognizes fails here
    // rather than quietly growing every page's JavaScript.
    expect(shaken.length).toBeLessThan(plain.length * 0.75);
    // `Form` and `NavLink` are nowhere in the runtime: their code goes.
    expect(plain).toContain('application/x-www-form-urlencoded');
    expect(shaken).not.toContain('application/x-www-form-urlencoded');
  });

  const dir = mkdtempSync(join(tmpdir(), 'quire-rr-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps what it keeps working: a Link renders as before', async () => {
    const entry = `import { renderToString } from 'react-dom/server';
import { Link, StaticRouter, useLocation } from 'react-router';
function Where() { return <span>{useLocation().pathname}</span>; }
export const html = renderToString(
  <StaticRouter location="/docs/a" basename="/docs"><Link to="/b#c">b</Link><Where /></StaticRouter>,
);`;
    const render = async (name: string, plugins: esbuild.Plugin[]) => {
      const file = join(dir, `${name}.mjs`);
      const code = await bundleRouterUse(plugins, 'node', entry);
      writeFileSync(file, `import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);\n${code}`);
      return ((await import(pathToFileURL(file).href)) as { html: string }).html;
    };
    const expected = await render('plain', []);
    expect(expected).toContain('href="/docs/b#c"');
    expect(await render('shaken', [treeShakableReactRouter()])).toBe(expected);
  });
});
