import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteData } from '../../shared/types.js';
import type { BundleOutput } from '../bundle/bundle-output.js';
import type { ResolvedTheme } from '../theme/resolve-theme.js';
import { cachedBundle } from './bundle-cache.js';
import { openCacheStore, type CacheStore } from './cache-store.js';

const site = { title: 'Test' } as SiteData;
const theme: ResolvedTheme = { packageName: 'test-theme', entry: '/t/index.js', styles: '/t/styles.css', engineClient: '/e/client.js', engineSsr: '/e/ssr.js' };
const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

let dir: string;
let store: CacheStore;
let input: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'quire-bundle-cache-'));
  store = (await openCacheStore(join(dir, 'cache')))!;
  input = join(dir, 'theme.js');
  await writeFile(input, 'export const theme = 1;\n');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

function bundle(extra: Partial<BundleOutput> = {}): BundleOutput {
  const files = [{ path: 'assets/client-AAAA.js', contents: Buffer.from('console.log(1);') }];
  return { clientScript: files[0]!.path, clientDeps: [], stylesheets: [], files, serverModule: 'module.exports = {};', bytes: 15, inputs: [input], ...extra };
}

describe('cachedBundle', () => {
  it('takes the hashes of the sources a bundle was checked against, and they key it as hashing the files would', async () => {
    const hashed = await cachedBundle(store, 'tool', site, theme, async () => bundle());
    const other = (await openCacheStore(join(dir, 'other')))!;
    const known = await cachedBundle(other, 'tool', site, theme, async () => bundle({ inputHashes: [sha256('export const theme = 1;\n')] }));
    expect(known.reused).toBe(false);
    expect(known.hash).toBe(hashed.hash);
    // Kept out of the stored metadata: a restored bundle has none.
    const again = await cachedBundle(other, 'tool', site, theme, () => Promise.reject(new Error('not reused')));
    expect(again.reused).toBe(true);
    expect(again.hash).toBe(hashed.hash);
    expect(again.bundle.inputHashes).toBeUndefined();
    expect(again.bundle.serverModule).toBe('module.exports = {};');
  });

  it('stores the hashes a bundle was made from, so a source changed since is caught on the next build', async () => {
    // The prebuilt bundle was checked against the file as it was; the file changed before the cache entry was written.
    const checked = sha256('export const theme = 1;\n');
    await writeFile(input, 'export const theme = 2;\n');
    await cachedBundle(store, 'tool', site, theme, async () => bundle({ inputHashes: [checked] }));
    const make = vi.fn(async () => bundle());
    const next = await cachedBundle(store, 'tool', site, theme, make);
    expect(next.reused).toBe(false);
    expect(make).toHaveBeenCalledOnce();
  });

  it('bundles again when the site replaces a component or adds a stylesheet, and when such a file changes', async () => {
    const footer = join(dir, 'Footer.tsx');
    await writeFile(footer, 'export default () => null;\n');
    await cachedBundle(store, 'tool', site, theme, async () => bundle());
    const withFooter: ResolvedTheme = { ...theme, overrides: { components: { Footer: footer }, customCss: [] } };
    const make = vi.fn(async () => bundle({ inputs: [input, footer] }));
    expect((await cachedBundle(store, 'tool', site, withFooter, make)).reused).toBe(false);
    expect((await cachedBundle(store, 'tool', site, withFooter, make)).reused).toBe(true);
    await writeFile(footer, 'export default () => "changed";\n');
    expect((await cachedBundle(store, 'tool', site, withFooter, make)).reused).toBe(false);
    const withCss: ResolvedTheme = { ...withFooter, overrides: { components: { Footer: footer }, customCss: [join(dir, 'custom.css')] } };
    expect((await cachedBundle(store, 'tool', site, withCss, make)).reused).toBe(false);
    expect(make).toHaveBeenCalledTimes(3);
  });
});
