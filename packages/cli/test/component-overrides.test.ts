/**
 * A site's `components` and `customCss` (fixture `component-overrides`):
 * what `quire build` and `quire dev` do with them, and the errors a wrong
 * entry name or a missing file gets. Chromium checks the built site in
 * site/tests/e2e/component-overrides.test.ts.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevServer } from '@quire/engine/dev';
import { startDevServer } from '@quire/engine/dev';
import { openEventStream } from './support/event-stream.js';
import { REPO_ROOT, runQuire } from './support/run-quire.js';

let root: string;
const config = () => join(root, 'site/quire.config.ts');

beforeAll(async () => {
  // Inside the repository, so the site's own components resolve React and @quire/engine as an installed site's would.
  root = await mkdtemp(join(REPO_ROOT, 'packages/cli/test/.overrides-'));
  await cp(join(REPO_ROOT, 'packages/cli/test/fixtures/component-overrides'), root, { recursive: true });
});
afterAll(() => (root ? rm(root, { recursive: true, force: true }) : undefined));

describe('quire build with components and customCss', () => {
  it("renders the site's components into the pages and bundles its CSS after the theme's", async () => {
    const run = await runQuire(['build', join(root, 'site'), '--out', join(root, 'out')]);
    expect(run.code).toBe(0);
    const html = await readFile(join(root, 'out/intro/index.html'), 'utf8');
    expect(html).toContain('<footer class="site-footer" data-path="/intro">');
    expect(html).toContain('<div class="site-admonition" data-type="tip" role="note">');
    const css = /<link rel="stylesheet" href="\/(assets\/[^"]+\.css)"/.exec(html)![1]!;
    const text = await readFile(join(root, 'out', css), 'utf8');
    // The theme's navbar rule first, the site's after it.
    expect(text.lastIndexOf('.quire-navbar{')).toBeLessThan(text.indexOf('#010203'));
  });

  it('names a misspelt entry at its line in the config, with the closest name', async () => {
    const good = await readFile(config(), 'utf8');
    try {
      await writeFile(config(), good.replace('Admonition:', 'Admonishion:'));
      const run = await runQuire(['build', join(root, 'site'), '--out', join(root, 'out-bad')]);
      expect(run.code).toBe(1);
      expect(run.output).toMatch(/quire\.config\.ts:9:5 Unknown key "Admonishion" in components\.[^\n]*\n?[^\n]*Did you mean "Admonition"\?/);
      expect(run.output).not.toMatch(/\n\s+at /);
    } finally {
      await writeFile(config(), good);
    }
  });

  it('names a missing file at its line in the config', async () => {
    const good = await readFile(config(), 'utf8');
    try {
      await writeFile(config(), good.replace("'./src/Footer.tsx'", "'./src/Gone.tsx'"));
      // Without the cache: what is checked here is the error, not whether the last build's bundle is reused.
      const run = await runQuire(['build', join(root, 'site'), '--out', join(root, 'out-bad'), '--no-cache']);
      expect(run.code).toBe(1);
      expect(run.output).toContain(`quire.config.ts:8:13 The component file ${join(root, 'site/src/Gone.tsx')} for \`components.Footer\` does not exist.`);
    } finally {
      await writeFile(config(), good);
    }
  });
});

describe('quire dev with components', () => {
  let server: DevServer;
  beforeAll(async () => {
    server = await startDevServer({ siteDir: join(root, 'site'), port: 0, host: '127.0.0.1', logger: { info() {}, problem() {}, resolved() {} } });
  });
  afterAll(() => server?.close());

  it("renders the site's components, and reloads the pages with the new code when one is saved", async () => {
    const page = async () => (await fetch(`${server.url}intro`)).text();
    expect(await page()).toContain('<div class="site-admonition" data-type="tip" role="note">');
    const footer = join(root, 'site/src/Footer.tsx');
    const original = await readFile(footer, 'utf8');
    const stream = await openEventStream(`${server.url}__quire/events`);
    try {
      await stream.next('connected');
      // Saved again until seen: the files join the watch a moment after the bundle is built.
      let reloaded = false;
      for (let attempt = 0; attempt < 20 && !reloaded; attempt++) {
        await writeFile(footer, original.replace('<p>{footer.copyright}</p>', `<p>Edited ${attempt}</p>`));
        reloaded = await stream.next('reload', () => true, 1000).then(
          () => true,
          () => false,
        );
      }
      expect(reloaded).toBe(true);
      expect(await page()).toMatch(/<footer class="site-footer" data-path="\/intro"><p>Edited \d+<\/p>/);
      expect(await (await fetch(`${server.url}__quire/client/quire-client.js`)).text()).toMatch(/Edited \d+/);
    } finally {
      stream.close();
      await writeFile(footer, original);
    }
  });
});
