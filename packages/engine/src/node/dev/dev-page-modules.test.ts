import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DevPageModules } from './dev-page-modules.js';
import { PAGE_MODULE_PREFIX } from './dev-paths.js';

const siteDir = mkdtempSync(join(tmpdir(), 'quire-dev-page-modules-'));
mkdirSync(join(siteDir, 'src/pages'), { recursive: true });
writeFileSync(join(siteDir, 'src/pages/hello.css'), '.hello { color: red; }\n');
const page = join(siteDir, 'src/pages/hello.jsx');
writeFileSync(page, "import './hello.css';\nexport default function Hello() { return <p className=\"hello\">Hello</p>; }\n");
const modules = new DevPageModules(siteDir);

afterAll(() => {
  modules.dispose();
  rmSync(siteDir, { recursive: true, force: true });
});

const under = (url: string) => url.slice(PAGE_MODULE_PREFIX.length);

describe('DevPageModules', () => {
  it('bundles one page into files served under its own prefix, and reuses the bundle while nothing changed', async () => {
    const files = await modules.bundle({ route: '/hello', name: 'page-hello', file: page }, 'g1', '/');
    expect(files.client).toMatch(/^__quire\/modules\/assets\/pages\/page-hello-\w+\.js$/);
    expect(files.styles).toEqual([expect.stringMatching(/^__quire\/modules\/assets\/pages\/page-hello-\w+\.css$/)]);
    expect(existsSync(modules.browserFile(under(files.client))!)).toBe(true);
    expect(existsSync(modules.browserFile(under(files.styles[0]!))!)).toBe(true);
    expect(await modules.bundle({ route: '/hello', name: 'page-hello', file: page }, 'g1', '/')).toBe(files);
    expect(modules.latest('/hello')).toBe(files);
    // What it was made from, for the watcher: the page and its stylesheet.
    expect(modules.routesUsing(page)).toEqual(['/hello']);
    expect(modules.routesUsing(join(siteDir, 'src/pages/hello.css'))).toEqual(['/hello']);
    expect(modules.routesUsing(join(siteDir, 'src/pages/other.css'))).toEqual([]);
  });

  it('serves nothing outside its folder', () => {
    expect(modules.browserFile('../../../etc/passwd')).toBeUndefined();
    expect(modules.browserFile('assets/pages/none.js')).toBeUndefined();
  });

  it('gives each renderer its own copy of the server module', async () => {
    const files = modules.latest('/hello')!;
    const first = modules.serverModule(files, 1);
    const second = modules.serverModule(files, 2);
    expect(first).not.toBe(second);
    expect(existsSync(first) && existsSync(second)).toBe(true);
    expect(modules.serverModule(files, 1)).toBe(first);
  });

  it('fails with the page file, line and column for an import that does not resolve, and keeps the last good bundle', async () => {
    const good = modules.latest('/hello');
    const code = "import Missing from './missing.js';\nexport default function Page() { return Missing; }\n";
    const failed = modules.bundle({ route: '/hello', name: 'page-hello', file: page, code }, 'g2', '/');
    await expect(failed).rejects.toMatchObject({
      name: 'QuireError',
      diagnostics: [expect.objectContaining({ file: page, message: expect.stringContaining('Could not resolve "./missing.js"') })],
    });
    expect(modules.latest('/hello')).toBe(good);
  });
});
