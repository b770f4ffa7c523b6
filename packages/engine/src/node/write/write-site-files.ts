import { copyFile, cp, mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { DocImage } from '../markdown/compiled-doc.js';
import type { ResolvedConfig } from '../config/resolved-config.js';
import type { RouteManifest } from '../routes/route-manifest.js';
import { routeIsUnlisted } from '../routes/route-is-unlisted.js';
import { pageSummary } from '../routes/freeze-page-data.js';
import { robotsTxt, sitemapFiles } from './sitemap.js';

/**
 * The write phase's own files: `sitemap.xml`, `robots.txt`, the images docs
 * show (under their hashed names), and the site's static folder copied as
 * is. Generated files win: a static file never replaces a page, a chunk or
 * the sitemap. Unlisted routes are left out of the sitemap, as in Docusaurus.
 */
export async function writeSiteFiles(config: ResolvedConfig, manifest: RouteManifest, outDir: string, images: DocImage[] = []): Promise<void> {
  const listed = [...manifest.routes.values()].filter((entry) => !routeIsUnlisted(pageSummary(entry))).map((entry) => entry.path);
  // Past 50 000 routes, `sitemap.xml` is an index of files of 50 000 URLs each.
  await Promise.all([...sitemapFiles(config.url, config.baseUrl, listed)].map(([name, xml]) => writeFile(join(outDir, name), xml)));
  await writeFile(join(outDir, 'robots.txt'), robotsTxt(config.url, config.baseUrl));
  // Many pages may show one image: its hashed name is the same, so copy it once.
  const unique = new Map(images.map((image) => [image.output, image.source]));
  await Promise.all([...new Set([...unique.keys()].map((output) => dirname(join(outDir, output))))].map((d) => mkdir(d, { recursive: true })));
  await Promise.all([...unique].map(([output, source]) => copyFile(source, join(outDir, output))));
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
