/**
 * Scenario "failed pooled build": a site of 70 docs compiles its markdown
 * on worker threads. When the build then fails (a broken link, found after
 * the threads compiled every doc; a doc that fails to compile, while they
 * work), the threads must go with the build, not linger in the caller's
 * process.
 */
import { readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, removeTempDir } from './support/fixtures.js';
import { generateSite } from './support/generate-site.js';

let tmp: string;
let linkSiteDir: string;
let fenceSiteDir: string;

beforeAll(async () => {
  tmp = await makeTempDir('quire-failed-pool-');
  ({ siteDir: linkSiteDir } = await generateSite(join(tmp, 'link-site'), 7, 10));
  // Every doc compiles; the links phase, after the threads, finds this one broken.
  await writeFile(join(tmp, 'link-site', 'docs', 'broken.md'), '# Broken\n\nSee [the missing page](/no-such-page).\n');
  ({ siteDir: fenceSiteDir } = await generateSite(join(tmp, 'fence-site'), 7, 10));
  // Quotes nested past the markdown limit (100) fail this doc's compilation on a thread.
  await writeFile(join(tmp, 'fence-site', 'docs', 'nested.md'), `# Nested\n\n${'> '.repeat(101)}deep\n`);
});
afterAll(() => removeTempDir(tmp));

/** The process's OS threads (Linux): worker threads are among them. */
const threadCount = () => readdirSync('/proc/self/task').length;

describe.runIf(process.platform === 'linux')('a build on worker threads that fails', () => {
  it('rejects with the broken link and leaves no worker threads behind', async () => {
    process.env.NODE_ENV = 'production';
    const { build } = await import('@quire/engine');
    // A first failed build starts whatever threads the process keeps for good (libuv's, V8's).
    await build({ siteDir: linkSiteDir, outDir: join(tmp, 'link-out-0'), cache: false, threads: 0 }).catch(() => {});
    const before = threadCount();
    await expect(build({ siteDir: linkSiteDir, outDir: join(tmp, 'link-out'), cache: false, threads: 2 })).rejects.toThrow(/no-such-page/);
    expect(threadCount()).toBe(before);
  });

  it('rejects with the doc that failed to compile and leaves no worker threads behind', async () => {
    process.env.NODE_ENV = 'production';
    const { build } = await import('@quire/engine');
    await build({ siteDir: fenceSiteDir, outDir: join(tmp, 'fence-out-0'), cache: false, threads: 0 }).catch(() => {});
    const before = threadCount();
    await expect(build({ siteDir: fenceSiteDir, outDir: join(tmp, 'fence-out'), cache: false, threads: 2 })).rejects.toThrow(/nested 101 deep/);
    expect(threadCount()).toBe(before);
  });
});
