/** Reading a built site folder: its files, pages, boot data and route manifest. */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { decodeManifest, type BootData, type ClientManifest, type WireManifest } from '@quire/engine/types';

/** Every file under `dir`, as sorted paths relative to it with forward slashes. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

/** The HTML file a route is written to: `/` → `index.html`, `/a/b` → `a/b/index.html`. */
export function pageFile(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
}

export function readPage(outDir: string, route: string): Promise<string> {
  return readFile(join(outDir, pageFile(route)), 'utf8');
}

/** The JSON of `<script id="__quire_data" type="application/json">`, parsed. */
export function bootData(html: string): BootData {
  const match = /<script id="__quire_data" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('The page has no __quire_data boot script.');
  return JSON.parse(match[1]!) as BootData;
}

/** The inner markup of `<div id="__quire">`, the server-rendered app (it ends right before the boot script). */
export function appMarkup(html: string): string {
  const match = /<div id="__quire">([\s\S]*)<\/div>\s*<script id="__quire_data"/.exec(html);
  if (!match) throw new Error('The page has no <div id="__quire"> root.');
  return match[1]!;
}

export async function readManifest(outDir: string, manifestFile: string): Promise<ClientManifest> {
  // As the browser reads it: the file writes shared `deps` lists once.
  return decodeManifest(JSON.parse(await readFile(join(outDir, manifestFile), 'utf8')) as WireManifest);
}

/** `<loc>` entries of a sitemap. */
export function sitemapUrls(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
}

/**
 * The rendered markdown of a doc page (the inside of its
 * `<div class="quire-markdown">`), one block element a line, for file
 * snapshots that show what a construct turns into and nothing of the
 * chrome around it or of the build's content hashes. Relies on the default
 * theme's doc page, where the edit link or the pagination follows the body.
 */
export function markdownHtml(html: string): string {
  const match = /<div class="quire-markdown">([\s\S]*?)<\/div>(?=<footer class="quire-doc-footer">|<p class="quire-edit-link">|<nav class="quire-pagination"|<\/article>)/.exec(html);
  if (!match) throw new Error('The page has no <div class="quire-markdown"> body followed by the edit link, pagination or the end of the article.');
  const blocks = /<(?:p|h[1-6]|pre|ul|ol|li|table|thead|tbody|tr|div|section|blockquote|aside|details|summary|figure|hr|iframe)[\s>/]/g;
  return match[1]!.replace(blocks, (tag) => `\n${tag}`).trim() + '\n';
}
