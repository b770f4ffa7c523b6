import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A generated site in a temporary folder, removed by `remove()`. */
export interface GeneratedSite {
  siteDir: string;
  remove(): Promise<void>;
}

/** `section-03`, the folder (and sidebar category, `Section 03`) of a section. */
export const sectionName = (section: number) => `section-${String(section).padStart(2, '0')}`;

/** The route of one generated doc. */
export const docRoute = (section: number, page: number) => `/${sectionName(section)}/page-${String(page).padStart(2, '0')}`;

/**
 * Writes a site of `sections × pages` small docs, one folder per section,
 * without a sidebars file: its generated sidebar has a collapsed category per
 * folder, enough links for pages to ship only their own section's.
 */
export async function generateLargeSite(sections: number, pages: number): Promise<GeneratedSite> {
  const root = await mkdtemp(join(tmpdir(), 'quire-large-site-'));
  const siteDir = join(root, 'site');
  await mkdir(siteDir, { recursive: true });
  await writeFile(join(siteDir, 'quire.config.ts'), `export default { title: 'Large', url: 'https://example.org', docsDir: '../docs' };\n`);
  for (let s = 0; s < sections; s++) {
    await mkdir(join(root, 'docs', sectionName(s)), { recursive: true });
    await Promise.all(
      Array.from({ length: pages }, (_, p) =>
        writeFile(
          join(root, 'docs', sectionName(s), `page-${String(p).padStart(2, '0')}.md`),
          `---\ntitle: Page ${s}.${p}\n---\n\nPage ${p} of section ${s}. Next: [a page of the next section](${docRoute((s + 1) % sections, p)}).\n`,
        ),
      ),
    );
  }
  return { siteDir, remove: () => rm(root, { recursive: true, force: true }) };
}
