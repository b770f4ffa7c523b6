// The theme as a user installs it: `npm pack` of the theme and of the engine
// it peer-depends on, unpacked into a fresh project's node_modules, then
// imported and server-rendered by a plain Node process there. It catches a
// `files` list or an `exports` map that works inside the monorepo (where
// every source file is on disk) but not from the registry.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const themeDir = resolve(fileURLToPath(import.meta.url), '../..');
const engineDir = resolve(themeDir, '../engine');
const workspaceModules = resolve(themeDir, '../../node_modules');

let project: string;

/** `npm pack`s a workspace package and unpacks it as `node_modules/<name>` of the temporary project. */
function install(packageDir: string): void {
  const { name } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { name: string };
  const packed = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', project], { cwd: packageDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }),
  ) as Array<{ filename: string }>;
  const target = join(project, 'node_modules', name);
  mkdirSync(target, { recursive: true });
  execFileSync('tar', ['-xzf', join(project, packed[0]!.filename), '-C', target, '--strip-components=1']);
}

/** Links a registry dependency from the workspace: no network, and one copy of React. */
function linkFromWorkspace(name: string): void {
  const target = join(project, 'node_modules', name);
  if (existsSync(target)) return;
  mkdirSync(dirname(target), { recursive: true });
  symlinkSync(join(workspaceModules, name), target, 'dir');
}

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), 'quire-theme-pack-'));
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'fresh-project', private: true, type: 'module' }));
  install(engineDir);
  install(themeDir);
  // What npm would install from the registry: both packages' dependencies, and the peers.
  const dependencies = (dir: string) =>
    Object.keys((JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { dependencies?: object }).dependencies ?? {});
  for (const name of ['react', 'react-dom', ...dependencies(engineDir), ...dependencies(themeDir)]) linkFromWorkspace(name);
}, 120_000);

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

/** Every file an `exports` map points at, by condition path (`./styles.css`, `. types`, …). */
function exportTargets(exports: Record<string, string | Record<string, string>>): Array<[string, string]> {
  return Object.entries(exports).flatMap(([key, value]) =>
    typeof value === 'string' ? [[key, value] as [string, string]] : Object.entries(value).map(([condition, file]) => [`${key} ${condition}`, file] as [string, string]),
  );
}

describe('the packed @quire/theme', () => {
  it('ships every file its exports map points at, the stylesheets theme.css imports, and no test code', () => {
    const installed = join(project, 'node_modules/@quire/theme');
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as {
      exports: Record<string, string | Record<string, string>>;
      peerDependencies: Record<string, string>;
    };
    expect(Object.keys(manifest.peerDependencies).sort()).toEqual(['@quire/engine', 'react', 'react-dom']);
    const targets = exportTargets(manifest.exports);
    expect(targets.map(([key]) => key)).toEqual(expect.arrayContaining(['. types', '. default', './styles.css']));
    for (const [key, file] of targets) expect(existsSync(join(installed, file)), `${key} -> ${file}`).toBe(true);

    const css = readFileSync(join(installed, 'styles/theme.css'), 'utf8');
    const imports = [...css.matchAll(/@import\s+'([^']+)'/g)].map((m) => m[1]!);
    expect(imports.length).toBeGreaterThan(0);
    for (const file of imports) expect(existsSync(join(installed, 'styles', file)), file).toBe(true);

    expect(readFileSync(join(installed, 'dist/index.d.ts'), 'utf8')).toContain('components');
    expect(existsSync(join(installed, 'README.md'))).toBe(true);
    expect(existsSync(join(installed, 'dist/navbar.test.js'))).toBe(false);
    expect(existsSync(join(installed, 'dist/test-support'))).toBe(false);
  });

  it('imports and server-renders from a fresh project in a plain Node process', () => {
    const script = `
      import { createElement } from 'react';
      import { renderToString } from 'react-dom/server';
      import { createRequire } from 'node:module';
      import { components, GitHubIcon, Footer } from '@quire/theme';
      import { loadDeferredComponents, renderPage } from '@quire/engine/ssr';

      const require = createRequire(import.meta.url);
      const site = {
        title: 'Fresh', tagline: '', url: 'https://example.com', baseUrl: '/',
        navbar: { title: 'Fresh', items: [{ label: 'Docs', to: '/docs', position: 'right' }] },
        footer: { columns: [], copyright: 'Fresh footer' },
        home: { hero: { title: 'Fresh home', tagline: 'Hi', actions: [] }, features: [], sections: [] },
        colorMode: { defaultMode: 'light', disableSwitch: false },
        loading: { spinnerDelayMs: 200, progressBarDelayMs: 1000 },
        version: { name: 'current', label: 'Next' },
        search: {},
      };
      // The home page is one of the theme's deferred components: loaded once, as the build's renderer does.
      await loadDeferredComponents();
      const page = renderPage({ site, components, path: '/', module: { page: { kind: 'home', title: 'Fresh' } } });
      console.log(JSON.stringify({
        keys: Object.keys(components).sort(),
        icon: renderToString(createElement(GitHubIcon)),
        page,
        footerIsMapped: components.Footer === Footer,
        styles: require.resolve('@quire/theme/styles.css'),
      }));
    `;
    writeFileSync(join(project, 'check.mjs'), script);
    const out = JSON.parse(execFileSync(process.execPath, ['check.mjs'], { cwd: project, encoding: 'utf8' })) as {
      keys: string[];
      icon: string;
      page: string;
      footerIsMapped: boolean;
      styles: string;
    };
    expect(out.keys).toEqual([
      'Admonition',
      'Breadcrumbs',
      'CodeBlock',
      'Details',
      'DocCategoryGeneratedIndexPage',
      'DocFooter',
      'DocPage',
      'Footer',
      'Heading',
      'HomePage',
      'Layout',
      'LoadingIndicator',
      'MdxAdmonition',
      'MdxCodeBlock',
      'Navbar',
      'NotFound',
      'Pagination',
      'RouteError',
      'SearchPage',
      'Sidebar',
      'SidebarItems',
      'TOC',
      'TOCInline',
      'TabItem',
      'Tabs',
      'TagDocListPage',
      'TagsListPage',
      'markdown',
    ]);
    expect(out.icon).toMatch(/^<svg viewBox="0 0 16 16"/);
    expect(out.page).toContain('<header class="quire-navbar"');
    expect(out.page).toContain('Fresh home');
    expect(out.page).toContain('Fresh footer');
    expect(out.footerIsMapped).toBe(true);
    expect(out.styles).toBe(join(project, 'node_modules/@quire/theme/styles/theme.css'));
  });
});
