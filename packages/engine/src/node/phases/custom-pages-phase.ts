import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { warn, type BuildContext } from '../build-context.js';
import type { Doc } from '../content/doc.js';
import { findCustomPages } from '../content/find-custom-pages.js';
import { QuireError, type Diagnostic } from '../diagnostic.js';
import type { SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import { markdownOptions } from '../markdown/markdown-options.js';
import { createCustomPageCompiler, customPageModuleSource, type CustomPage } from '../mdx/custom-page-compiler.js';
import type { PageModuleSource } from '../page-modules/page-module-files.js';
import type { RouteManifest } from '../routes/route-manifest.js';

export type { CustomPage };

/**
 * The custom pages phase: the site's `src/pages/` read as Docusaurus reads
 * it (see `findCustomPages`), each page read by `createCustomPageCompiler`;
 * the page modules phase bundles them.
 *
 * @param docs The docs, for markdown pages' `.md` links.
 * @throws QuireError when a markdown page fails to compile.
 */
export async function customPagesPhase(ctx: BuildContext, docs: readonly Doc[]): Promise<CustomPage[]> {
  const files = await findCustomPages(ctx.siteDir);
  if (files.length === 0) return [];
  const compiler = createCustomPageCompiler(markdownOptions(ctx.config));
  const docsByFile = new Map(docs.map(({ filePath, relativePath, route }) => [filePath, { filePath, relativePath, route }]));
  const errors: Diagnostic[] = [];
  const pages: CustomPage[] = [];
  for (const file of files) {
    const page = await compiler.compile(file, readFileSync(file.filePath, 'utf8'), docsByFile);
    for (const warning of page.compiled?.warnings ?? []) {
      if (warning.severity === 'error') errors.push(warning);
      else warn(ctx, warning);
    }
    pages.push(page);
  }
  if (errors.length > 0) throw new QuireError(errors);
  return pages;
}

/**
 * Puts the custom pages in the route manifest. A page at `/` replaces the
 * home page the config describes; a page on a route a doc or the search
 * page already has is not published, with a warning naming both.
 */
export function placeCustomPages(ctx: BuildContext, manifest: RouteManifest, pages: readonly CustomPage[]): void {
  for (const { file, page } of pages) {
    const existing = manifest.routes.get(file.route);
    if (existing && existing.page.kind !== 'home') {
      warn(ctx, {
        severity: 'warning',
        code: 'duplicate-route',
        file: file.filePath,
        message: `Duplicate route ${file.route}: ${existing.sourceFile ? relative(process.cwd(), existing.sourceFile) : `the ${existing.page.kind} page`} already has it, so this custom page is not published.`,
        hint: 'Rename the page file, or move the doc with a `slug`.',
      });
      continue;
    }
    manifest.routes.set(file.route, {
      path: file.route,
      page,
      sourceFile: file.filePath,
    });
  }
}

/** The custom pages as the page modules phase bundles them. */
export function customPageSources(pages: readonly CustomPage[], manifest: RouteManifest): PageModuleSource[] {
  return pages
    .filter(({ file }) => manifest.routes.get(file.route)?.sourceFile === file.filePath)
    .map(({ file, compiled }) => customPageModuleSource(file, compiled?.mdx));
}

/** The docs and compiled docs with the custom pages added, for the links phase. */
export function withCustomPages(
  docs: Doc[],
  compiled: Map<string, SerializedCompiledDoc>,
  pages: readonly CustomPage[],
): { linked: Doc[]; linkedCompiled: Map<string, SerializedCompiledDoc> } {
  const read = pages.filter((page) => page.doc && page.compiled);
  if (read.length === 0) return { linked: docs, linkedCompiled: compiled };
  return {
    linked: [...docs, ...read.map((page) => page.doc!)],
    linkedCompiled: new Map([...compiled, ...read.map((page): [string, SerializedCompiledDoc] => [page.doc!.id, page.compiled!])]),
  };
}
