/**
 * Scenario "early pool": a cold build of a site with many docs starts its
 * worker threads before the content phase, so they load the markdown
 * pipeline while the docs are read. When the content phase or the theme
 * lookup then fails, the threads must go with the build, not linger in the
 * caller's process.
 */
import { readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, removeTempDir } from './support/fixtures.js';
import { generateSite } from './support/generate-site.js';

let tmp: string;
let siteDir: string;
let themeSiteDir: string;

beforeAll(async () => {
  tmp = await makeTempDir('quire-early-pool-');
  ({ siteDir } = await generateSite(tmp, 7, 10));
  // A 1 KB limit, and one doc over it: the content phase fails, after the threads started.
  await writeFile(
    join(siteDir, 'quire.config.ts'),
    `export default { title: 'Many Docs', url: 'https://example.org', docsDir: '../docs', markdown: { maxDocSizeKb: 1 } };\n`,
  );
  await writeFile(join(tmp, 'docs', 'too-big.md'), `# Too big\n\n${'A sentence that goes on. '.repeat(100)}\n`);
  ({ siteDir: themeSiteDir } = await generateSite(join(tmp, 'theme-site'), 7, 10));
  // Docs that read fine, and a theme package that does not exist: the build fails after the content phase.
  await writeFile(
    join(themeSiteDir, 'quire.config.ts'),
    `export default { title: 'Many Docs', url: 'https://example.org', docsDir: '../docs', theme: 'quire-theme-that-is-not-installed' };\n`,
  );
});
afterAll(() => removeTempDir(tmp));

/** The process's OS threads (Linux): worker threads are among them. */
const threadCount = () => readdirSync('/proc/self/task').length;

describe.runIf(process.platform === 'linux')('a cold build whose content phase fails', () => {
  it('rejects with the content error and leaves no worker threads behind', async () => {
    process.env.NODE_ENV = 'production';
    const { build } = await import('@quire/engine');
    // A first failed build starts whatever threads the process keeps for good (libuv's, V8's).
    await build({ siteDir, outDir: join(tmp, 'out-0'), cache: false, threads: 0 }).catch(() => {});
    const before = threadCount();
    await expect(build({ siteDir, outDir: join(tmp, 'out'), cache: false, threads: 2 })).rejects.toThrow(/too-big\.md/);
    expect(threadCount()).toBe(before);
  });

  it('leaves no worker threads behind when the theme cannot be found either', async () => {
    process.env.NODE_ENV = 'production';
    const { build } = await import('@quire/engine');
    await build({ siteDir: themeSiteDir, outDir: join(tmp, 'theme-out-0'), cache: false, threads: 0 }).catch(() => {});
    const before = threadCount();
    await expect(build({ siteDir: themeSiteDir, outDir: join(tmp, 'theme-out'), cache: false, threads: 2 })).rejects.toThrow(
      /quire-theme-that-is-not-installed/,
    );
    expect(threadCount()).toBe(before);
  });
});
