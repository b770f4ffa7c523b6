// Synthetic sites for the bench: the shared generator's pages (so other
// generators can be measured on the very same markdown) plus a minimal site.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The corpus generator shared by every documentation generator measured here. */
export const GENERATOR = resolve(import.meta.dirname, '../../../shared/bench/gen-corpus.mjs');

/**
 * Writes `bench/.corpus/<pages>/docs` (the generated pages) once and returns
 * the site folder beside it. The site has no sidebars file, so the sidebar
 * is generated from the folders, as most sites start.
 *
 * @param {string} root the repository root
 * @param {number} pages how many pages
 * @returns {{ siteDir: string, docsDir: string }}
 */
export function prepareCorpus(root, pages) {
  if (!existsSync(GENERATOR)) throw new Error(`The corpus generator is missing: ${GENERATOR}.`);
  const corpus = join(root, 'bench/.corpus', String(pages));
  const docsDir = join(corpus, 'docs');
  const gen = spawnSync(process.execPath, [GENERATOR, docsDir, String(pages)], { cwd: root, stdio: ['ignore', 2, 2] });
  if (gen.status !== 0) throw new Error(`Generating ${pages} pages failed (exit ${gen.status}).`);
  const siteDir = join(corpus, 'site');
  rmSync(siteDir, { recursive: true, force: true });
  mkdirSync(siteDir, { recursive: true });
  writeFileSync(join(siteDir, 'quire.config.ts'), "export default { title: 'Bench', url: 'http://localhost', docsDir: '../docs' };\n");
  return { siteDir, docsDir };
}

/**
 * What a cold build must not find: the output and any cache a build may
 * have left in the site folder. Called before every measured run.
 *
 * @param {string} siteDir
 * @param {string} outDir
 */
export function forgetEarlierBuilds(siteDir, outDir) {
  rmSync(outDir, { recursive: true, force: true });
  for (const cache of ['node_modules/.cache', '.quire']) rmSync(join(siteDir, cache), { recursive: true, force: true });
}
