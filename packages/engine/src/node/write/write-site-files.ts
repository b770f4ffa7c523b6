import { cp, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ResolvedConfig } from '../config/resolved-config.js';
import type { RouteManifest } from '../routes/route-manifest.js';
import { robotsTxt, sitemapXml } from './sitemap.js';

/**
 * The write phase's own files: `sitemap.xml`, `robots.txt`, and the site's
 * static folder copied as is. Generated files win: a static file never
 * replaces a page, a chunk or the sitemap.
 */
export async function writeSiteFiles(config: ResolvedConfig, manifest: RouteManifest, outDir: string): Promise<void> {
  await writeFile(join(outDir, 'sitemap.xml'), sitemapXml(config.url, config.baseUrl, manifest.routes.keys()));
  await writeFile(join(outDir, 'robots.txt'), robotsTxt(config.url, config.baseUrl));
  if (await isDirectory(config.staticDir)) {
    await cp(config.staticDir, outDir, { recursive: true, errorOnExist: false, force: false });
  }
}

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}
