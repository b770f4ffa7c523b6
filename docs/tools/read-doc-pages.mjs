// @ts-check
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import { parse as parseYaml } from 'yaml';

/** The folder that holds the markdown pages (this package's root). */
export const DOCS_DIR = fileURLToPath(new URL('..', import.meta.url));

/**
 * One markdown page of the docs, parsed.
 * @typedef {object} DocPage
 * @property {string} path  Path relative to the docs folder, forward slashes (`api/createSlice.md`).
 * @property {string} absPath  Absolute path on disk.
 * @property {string} route  The page's route (`/api/createSlice`).
 * @property {Record<string, unknown>} frontMatter  The parsed YAML front matter (empty when there is none).
 * @property {import('mdast').Root} tree  The markdown syntax tree, with positions.
 */

// The same syntax the engine reads, so a `:::note` body or a table cell is
// parsed here exactly as the site renders it.
const parser = unified().use(remarkParse).use(remarkGfm).use(remarkFrontmatter).use(remarkDirective);

/**
 * Every page under the docs folder, sorted by path. Names starting with `.` or
 * `_`, `node_modules`, and this package's own `tools` and `test` folders are
 * skipped, as the engine skips them.
 * @param {string} [docsDir]
 * @returns {Promise<DocPage[]>}
 */
export async function readDocPages(docsDir = DOCS_DIR) {
  const files = (await listMarkdown(docsDir)).sort();
  return Promise.all(files.map((absPath) => readDocPage(absPath, docsDir)));
}

/**
 * Parses one page.
 * @param {string} absPath
 * @param {string} [docsDir]
 * @returns {Promise<DocPage>}
 */
export async function readDocPage(absPath, docsDir = DOCS_DIR) {
  const source = await readFile(absPath, 'utf8');
  const tree = /** @type {import('mdast').Root} */ (parser.parse(source));
  const yamlNode = tree.children.find((node) => node.type === 'yaml');
  const frontMatter = yamlNode && 'value' in yamlNode ? (parseYaml(yamlNode.value) ?? {}) : {};
  const path = relative(docsDir, absPath).split(sep).join('/');
  return { path, absPath, route: '/' + path.replace(/\.mdx?$/, ''), frontMatter, tree };
}

/** @param {string} dir @returns {Promise<string[]>} */
async function listMarkdown(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  /** @type {string[]} */
  const found = [];
  for (const entry of entries) {
    const name = entry.name;
    if (name.startsWith('.') || name.startsWith('_') || name === 'node_modules') continue;
    if (dir === DOCS_DIR && (name === 'tools' || name === 'test')) continue;
    const abs = join(dir, name);
    if (entry.isDirectory()) found.push(...(await listMarkdown(abs)));
    else if (/\.mdx?$/.test(name)) found.push(abs);
  }
  return found;
}
