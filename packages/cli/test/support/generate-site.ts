/**
 * Writes a site with many small docs into a folder at test time: `site/`
 * (config, no sidebars module, so the sidebar is generated from the folders)
 * beside `docs/`. Every doc has headings, a table, a code block, a quote, a list, and links
 * to its neighbours both as routes with anchors and as relative `.md` files.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The routes of a generated site's docs, in folder and file order. */
export function generatedRoutes(folders: number, docsPerFolder: number): string[] {
  const routes: string[] = [];
  for (let f = 0; f < folders; f++) for (let d = 0; d < docsPerFolder; d++) routes.push(`/${folderName(f)}/${docName(d)}`);
  return routes;
}

/** Writes `root/site/quire.config.ts` and `folders × docsPerFolder` docs under `root/docs`. */
export async function generateSite(root: string, folders: number, docsPerFolder: number): Promise<{ siteDir: string }> {
  const siteDir = join(root, 'site');
  await mkdir(siteDir, { recursive: true });
  await writeFile(
    join(siteDir, 'quire.config.ts'),
    `export default { title: 'Many Docs', url: 'https://example.org', docsDir: '../docs' };\n`,
  );
  const total = folders * docsPerFolder;
  const writes: Promise<void>[] = [];
  for (let f = 0; f < folders; f++) {
    await mkdir(join(root, 'docs', folderName(f)), { recursive: true });
    for (let d = 0; d < docsPerFolder; d++) {
      const n = f * docsPerFolder + d;
      const next = (n + 1) % total;
      const nextRoute = `/${folderName(Math.floor(next / docsPerFolder))}/${docName(next % docsPerFolder)}`;
      const sibling = docName((d + 1) % docsPerFolder);
      writes.push(writeFile(join(root, 'docs', folderName(f), `${docName(d)}.md`), docSource(n, nextRoute, sibling)));
    }
  }
  await Promise.all(writes);
  return { siteDir };
}

function folderName(f: number): string {
  return `section-${f}`;
}

function docName(d: number): string {
  return `page-${String(d).padStart(2, '0')}`;
}

function docSource(n: number, nextRoute: string, sibling: string): string {
  return `---
description: Generated page number ${n}.
sidebar_position: ${100 - (n % 10)}
---

# Page ${n}

Paragraph with **bold**, \`code\` and a [link to the next page](${nextRoute}#details).
See also the [sibling](./${sibling}.md#details).

## Details

| n | square |
| - | ------ |
| ${n} | ${n * n} |

\`\`\`ts
export const page${n} = (x: number): number => x * ${n};
\`\`\`

### Notes on ${n}

> Quoted note in page ${n}, with a [link home](/).

- item one
- item two
`;
}
