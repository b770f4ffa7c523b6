/**
 * `quire dev` without a browser: on-demand compilation, the endpoints the
 * browser runtime imports, and what the event stream tells the pages when
 * files change. The Chromium side (live update, scroll, overlay) is in
 * site/tests/e2e/dev-server.test.ts.
 */
import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DevProblem, DevServer, Diagnostic } from '@quire/engine/dev';
import { startDevServer } from '@quire/engine/dev';
import { openEventStream, type EventStream } from './support/event-stream.js';
import { copyFixture, type FixtureCopy } from './support/fixture-copy.js';
import { QUIRE_BIN, REPO_ROOT } from './support/run-quire.js';

let site: FixtureCopy;
let server: DevServer;
let events: EventStream;
const logged: string[] = [];

/** A PNG's first bytes: enough for a file the server must send as it is. */
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const logo = '<svg xmlns="http://www.w3.org/2000/svg"/>';

beforeAll(async () => {
  site = await copyFixture('basic');
  // Written before the server starts, so that no test sees the reload they would cause.
  await mkdir(site.path('site/static/img'), { recursive: true });
  await writeFile(site.path('site/static/img/logo.svg'), logo);
  await writeFile(site.path('site/static/.env'), 'SECRET=1');
  await symlink('../quire.config.ts', site.path('site/static/leak.ts'));
  await writeFile(site.path('docs/guide/flow.png'), png);
  await site.edit('docs/guide/configuration.mdx', (s) => `${s}\n![The flow](./flow.png)\n`);
  server = await startDevServer({
    siteDir: site.siteDir,
    port: 0,
    host: '127.0.0.1',
    logger: {
      info: (message) => logged.push(message),
      problem: (d: Diagnostic) => logged.push(`${d.severity} ${d.message}`),
      resolved: (d: Diagnostic) => logged.push(`fixed ${d.message}`),
    },
  });
});
afterAll(async () => {
  await server?.close();
  await site?.remove();
});
afterEach(() => events?.close());

const get = (path: string) => fetch(server.url + path.replace(/^\//, ''));
const text = async (path: string) => (await get(path)).text();
/** The problems of one page in a `problems` message. */
const of = (problems: DevProblem[], route: string) => problems.filter((p) => p.route === route);

describe('quire dev', () => {
  it('is ready before compiling any page, then compiles just the page asked for', async () => {
    expect(server.readyMs).toBeGreaterThan(0);
    expect(server.compiledDocs).toBe(0);
    const response = await get('/custom-place');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<code>doThing()</code> does the thing.');
    expect(server.compiledDocs).toBe(1);
    // Every route is known without compiling the docs behind them.
    const manifest = JSON.parse(await text('/__quire/manifest.json')) as { routes: Record<string, unknown> };
    expect(Object.keys(manifest.routes).sort()).toEqual(['/', '/custom-place', '/guide', '/guide/configuration', '/guide/installation', '/intro', '/search']);
    // The page links to /guide/installation without an anchor: nothing else needed compiling to check it.
    await server.settled();
    expect(server.compiledDocs).toBe(1);
  });

  it('answers an unknown path with the fallback page and status 404', async () => {
    const response = await get('/no/such/page');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<title>Page Not Found');
  });

  it('serves the route modules and sidebars that the browser runtime imports, and the dev client on every page', async () => {
    const html = await text('/intro');
    expect(html).toContain('<script type="module" src="/__quire/dev-client.js" data-quire-dev-client');
    const route = await text('/__quire/route/%2Fintro.js');
    expect(route).toMatch(/^import sidebar from "\/__quire\/sidebar\/docs\.js\?v=\d+";/);
    expect(route).toContain('Welcome to the fixture site.');
    expect(await text('/__quire/sidebar/docs.js')).toContain('"label":"Guide"');
    expect((await get('/__quire/dev-client.js')).headers.get('content-type')).toContain('javascript');
    const client = await get('/__quire/client/quire-client.js');
    expect(client.status).toBe(200);
    expect(await client.text()).toContain('/__quire/dev-client.js');
  });

  it('serves the static folder and the docs’ images as `quire serve` does, never cached, and nothing hidden or outside', async () => {
    const svg = await get('/img/logo.svg');
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(svg.headers.get('cache-control')).toBe('no-store');
    expect(svg.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await svg.text()).toBe(logo);
    // A dotfile, a link out of the folder and an escaped `..` are no files: the dev server's 404 page answers.
    for (const path of ['/.env', '/leak.ts', '/img/..%2f..%2fquire.config.ts']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain("tagline: 'A tiny site");
    }
    expect((await get('/img/%00.svg')).status).toBe(400);

    const image = /src="\/(assets\/media\/flow-[^"]+\.png)"/.exec(await text('/guide/configuration'))?.[1];
    expect(image).toBeDefined();
    const response = await get(image!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(png);
  });

  it('pushes an update for the page whose markdown was saved, and serves its new content', async () => {
    events = await openEventStream(server.url + '__quire/events');
    await events.next('connected');
    await site.edit('docs/guide/installation.md', (s) => s.replace('Run the installer.', 'Run the new installer.'));
    expect((await events.next('update')).paths).toEqual(['/guide/installation']);
    expect(await text('/__quire/route/%2Fguide%2Finstallation.js')).toContain('Run the new installer.');
  });

  it('updates every page when a doc changes what other pages show of it (its sidebar label)', async () => {
    events = await openEventStream(server.url + '__quire/events');
    await events.next('connected');
    await site.edit('docs/guide/installation.md', (s) => s.replace('description: How to install the fixture.', 'description: How to install the fixture.\nsidebar_label: Install it'));
    const { paths } = await events.next('update');
    expect(paths).toContain('/guide/installation');
    expect(paths).toContain('/intro');
    const route = await text('/__quire/route/%2Fintro.js');
    const sidebarUrl = /from "([^"]+)"/.exec(route)![1]!;
    expect(await text(sidebarUrl)).toContain('"label":"Install it"');
  });

  it('reports broken front matter on its page, keeps the last good version, and clears the error when fixed', async () => {
    events = await openEventStream(server.url + '__quire/events');
    await events.next('connected');
    const original = await site.read('docs/intro.md');
    await site.write('docs/intro.md', original.replace('title: Introduction', 'title: [Introduction'));
    const { problems } = await events.next('problems', (m) => of(m.problems, '/intro').length > 0);
    expect(of(problems, '/intro')).toEqual([
      expect.objectContaining({ severity: 'error', file: relative(process.cwd(), site.path('docs/intro.md')), line: 3 }),
    ]);
    expect(of(problems, '/intro')[0]!.message).toContain('Front matter is not valid YAML');
    expect(await text('/intro')).toContain('Welcome to the fixture site.');
    expect(logged.some((line) => line.startsWith('error Front matter is not valid YAML'))).toBe(true);

    // Only what the fix causes counts from here: the update and the cleared problems may come in either order.
    events.drain();
    await site.write('docs/intro.md', original.replace('Welcome to the fixture site.', 'Welcome back.'));
    await events.next('problems', (m) => of(m.problems, '/intro').length === 0);
    expect((await events.next('update')).paths).toEqual(['/intro']);
    expect(logged.some((line) => line.startsWith('fixed Front matter is not valid YAML'))).toBe(true);
  });

  it('drops the problems of a doc when its file is deleted', async () => {
    events = await openEventStream(server.url + '__quire/events');
    await events.next('connected');
    await site.write('docs/draft-notes.md', '---\ntitle: [Notes\n---\n\nUnfinished.\n');
    await events.next('problems', (m) => of(m.problems, '/draft-notes').length > 0);
    await rm(site.path('docs/draft-notes.md'));
    await events.next('problems', (m) => of(m.problems, '/draft-notes').length === 0);
  });

  it('reports a broken link as a warning of its page (the build fails on it; dev does not)', async () => {
    events = await openEventStream(server.url + '__quire/events');
    await events.next('connected');
    await site.edit('docs/guide/index.md', (s) => s.replace('[installation](./installation.md)', '[installation](/guide/instalation)'));
    const { problems } = await events.next('problems', (m) => of(m.problems, '/guide').length > 0);
    expect(of(problems, '/guide')).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'broken-link', message: 'Links to /guide/instalation, which is no page.', hint: 'Did you mean /guide/installation?' }),
    ]);
    expect((await get('/guide')).status).toBe(200);
    await site.edit('docs/guide/index.md', (s) => s.replace('/guide/instalation', './installation.md'));
    await events.next('problems', (m) => of(m.problems, '/guide').length === 0);
  });

  it('reloads the pages when the sidebars change', async () => {
    events = await openEventStream(server.url + '__quire/events');
    await events.next('connected');
    await site.edit('site/sidebars.ts', (s) => s.replace("label: 'Reference'", "label: 'Reference pages'"));
    await events.next('reload');
    expect(await text('/__quire/sidebar/docs.js')).toContain('Reference pages');
  });

  it('reports a syntax error in the config at its line, serves an error page meanwhile, and reloads once it is fixed', async () => {
    events = await openEventStream(server.url + '__quire/events');
    await events.next('connected');
    const original = await site.read('site/quire.config.ts');
    await site.write('site/quire.config.ts', original.replace("title: 'Fixture Docs',", "title: 'Fixture Docs'"));
    const { problems } = await events.next('problems', (m) => m.problems.some((p) => p.file?.endsWith('quire.config.ts')));
    expect(problems).toContainEqual(expect.objectContaining({ severity: 'error', line: 3, column: 3, message: 'Expected "}" but found "tagline".' }));
    expect(problems.find((p) => p.file?.endsWith('quire.config.ts'))?.route).toBeUndefined();
    const errorPage = await get('/intro');
    expect(errorPage.status).toBe(500);
    expect(await errorPage.text()).toContain('Expected &quot;}&quot; but found &quot;tagline&quot;');

    // The reload must be the fix's, not one sent while the config was broken.
    events.drain();
    await site.write('site/quire.config.ts', original.replace("title: 'Fixture Docs'", "title: 'Fixture Docs Again'"));
    await events.next('reload');
    expect(await text('/intro')).toContain('<title>Introduction | Fixture Docs Again</title>');
  });
});

describe('the quire dev command', () => {
  let copy: FixtureCopy;
  beforeAll(async () => {
    copy = await copyFixture('basic');
  });
  afterAll(() => copy?.remove());

  it('says when it is ready, prints problems as they come and go, and stops cleanly on SIGTERM', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
    delete env.NODE_ENV;
    const child = spawn(process.execPath, [QUIRE_BIN, 'dev', copy.siteDir, '--port', '0'], { cwd: REPO_ROOT, env });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const waitFor = (pattern: RegExp) =>
      new Promise<RegExpExecArray>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`Not printed: ${pattern}\n${output}`)), 30_000);
        const look = () => {
          const match = pattern.exec(output);
          if (!match) return;
          clearTimeout(timer);
          child.stdout.off('data', look);
          child.stderr.off('data', look);
          resolve(match);
        };
        child.stdout.on('data', look);
        child.stderr.on('data', look);
        look();
      });
    try {
      const [, url] = await waitFor(/Quire dev server ready in \d+ ms at (http:\/\/\S+)/);
      expect((await fetch(`${url}intro`)).status).toBe(200);
      const intro = relative(REPO_ROOT, copy.path('docs/intro.md'));
      const original = await copy.read('docs/intro.md');
      await copy.write('docs/intro.md', original.replace('title: Introduction', 'title: [Introduction'));
      await waitFor(new RegExp(`error  ${intro.replace(/[.]/g, '\\.')}:3:1 Front matter is not valid YAML`));
      await copy.write('docs/intro.md', original);
      await waitFor(new RegExp(`fixed  ${intro.replace(/[.]/g, '\\.')}:3:1 Front matter is not valid YAML`));
    } finally {
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
  });

  it('stops with an error when the folder is no site', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
    delete env.NODE_ENV;
    for (const [dir, expected] of [
      [join(copy.siteDir, 'missing'), 'does not exist. Pass the folder that holds quire.config.ts'],
      [copy.docsDir, `No quire.config.ts in ${copy.docsDir}.`],
    ] as const) {
      const child = spawn(process.execPath, [QUIRE_BIN, 'dev', dir, '--port', '0'], { cwd: REPO_ROOT, env });
      let stderr = '';
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
      expect(await new Promise<number | null>((resolve) => child.once('exit', resolve))).toBe(1);
      expect(stderr).toContain(expected);
    }
  });

  it('explains a port that is taken', async () => {
    const blocker = await startDevServer({ siteDir: copy.siteDir, port: 0, host: '127.0.0.1', logger: { info() {}, problem() {}, resolved() {} } });
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
      delete env.NODE_ENV;
      const child = spawn(process.execPath, [QUIRE_BIN, 'dev', copy.siteDir, '--port', String(blocker.port)], { cwd: REPO_ROOT, env });
      let stderr = '';
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain(`Port ${blocker.port} is already in use on 127.0.0.1. Stop the other server, or pick another port with --port ${blocker.port + 1}.`);
    } finally {
      await blocker.close();
    }
  });
});

describe('a theme of the site’s own', () => {
  let root: string;
  let themed: DevServer;
  const footer = (version: string) =>
    `import { createElement } from 'react';\nimport { components as base } from '@quire/theme';\n` +
    `export const components = { ...base, Footer: () => createElement('footer', { className: 'test-footer' }, 'Footer ${version}') };\n`;

  beforeAll(async () => {
    // Inside the repository, so the theme resolves React and @quire/theme as an installed one would.
    root = await mkdtemp(join(REPO_ROOT, 'packages/cli/test/.dev-theme-'));
    await cp(join(REPO_ROOT, 'packages/cli/test/fixtures/basic'), root, { recursive: true });
    const theme = join(root, 'site/my-theme');
    await mkdir(theme);
    await writeFile(join(theme, 'package.json'), JSON.stringify({ name: 'quire-test-theme', type: 'module', exports: { '.': './index.js', './styles.css': './styles.css' } }));
    await writeFile(join(theme, 'index.js'), footer('v1'));
    await writeFile(join(theme, 'styles.css'), '.test-footer { font-weight: bold; }\n');
    // Linked, as a workspace or `file:` dependency is: its files are the site's to edit.
    // recursive: the fixture may hold a node_modules/.cache of its own, left by a test that built it in place.
    await mkdir(join(root, 'site/node_modules'), { recursive: true });
    await symlink('../my-theme', join(root, 'site/node_modules/quire-test-theme'));
    await writeFile(join(root, 'site/quire.config.ts'), `export default { title: 'Themed', url: 'https://example.org', docsDir: '../docs', sidebars: './sidebars.ts', theme: 'quire-test-theme' };\n`);
    themed = await startDevServer({ siteDir: join(root, 'site'), port: 0, host: '127.0.0.1', logger: { info() {}, problem() {}, resolved() {} } });
  });
  afterAll(async () => {
    await themed?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('renders with it, and reloads the pages with its new code when one of its files is saved', async () => {
    const page = async () => (await fetch(`${themed.url}intro`)).text();
    expect(await page()).toContain('<footer class="test-footer">Footer v1</footer>');
    // The bundle names the theme's files, which are watched from then on.
    expect(await (await fetch(`${themed.url}__quire/client/quire-client.js`)).text()).toContain('Footer v1');
    const stream = await openEventStream(`${themed.url}__quire/events`);
    try {
      await stream.next('connected');
      // Saved again until seen: the theme's files join the watch a moment after the bundle is built.
      let reloaded = false;
      for (let attempt = 0; attempt < 20 && !reloaded; attempt++) {
        await writeFile(join(root, 'site/my-theme/index.js'), footer(`v2 (${attempt})`));
        reloaded = await stream.next('reload', () => true, 1000).then(
          () => true,
          () => false,
        );
      }
      expect(reloaded).toBe(true);
      expect(await page()).toMatch(/<footer class="test-footer">Footer v2 \(\d+\)<\/footer>/);
      expect(await (await fetch(`${themed.url}__quire/client/quire-client.js`)).text()).toMatch(/Footer v2 \(\d+\)/);
    } finally {
      stream.close();
    }
  });
});
