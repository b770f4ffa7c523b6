// @ts-check
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DOCS_DIR } from './read-doc-pages.mjs';

/**
 * The development builds of the installed @reduxjs/toolkit that hold the
 * serializability middleware with its defaults readable (the production and
 * browser builds are minified or strip the check).
 */
export const DEV_BUILDS = ['dist/redux-toolkit.modern.mjs', 'dist/redux-toolkit.legacy-esm.js', 'dist/cjs/redux-toolkit.development.cjs'];

/** The folder of the @reduxjs/toolkit package that the docs resolve. */
export function toolkitDir(fromDir = DOCS_DIR) {
  const require = createRequire(join(fromDir, 'package.json'));
  return dirname(require.resolve('@reduxjs/toolkit/package.json'));
}

/**
 * The default `ignoredActionPaths` written in one build's source: the array
 * literal that the options destructuring of
 * `createSerializableStateInvariantMiddleware` falls back to. Null when the
 * source has no such default (a change of shape upstream).
 * @param {string} source
 * @returns {string[] | null}
 */
export function defaultPathsInSource(source) {
  const fn = source.indexOf('function createSerializableStateInvariantMiddleware');
  if (fn < 0) return null;
  const match = /ignoredActionPaths\s*=\s*(\[[^\]]*\])/.exec(source.slice(fn));
  // Null too when the default is no longer a plain list of string literals.
  return match?.[1] ? parseStringArray(match[1]) : null;
}

/**
 * The default `ignoredActionPaths` of the installed package, read from every
 * development build. Throws when a build lacks it or when the builds disagree.
 * @returns {Promise<string[]>}
 */
export async function installedDefaultIgnoredActionPaths(dir = toolkitDir()) {
  /** @type {string[] | null} */
  let found = null;
  for (const build of DEV_BUILDS) {
    const paths = defaultPathsInSource(await readFile(join(dir, build), 'utf8'));
    if (!paths) throw new Error(`no default ignoredActionPaths found in ${build}`);
    if (found && JSON.stringify(found) !== JSON.stringify(paths)) {
      throw new Error(`${build} has default ignoredActionPaths ${JSON.stringify(paths)}, another build ${JSON.stringify(found)}`);
    }
    found = paths;
  }
  return /** @type {string[]} */ (found);
}

/**
 * @param {import('mdast').Nodes} node
 * @returns {string}
 */
function plainText(node) {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if ('children' in node) return node.children.map((child) => plainText(child)).join('');
  return '';
}

/**
 * @param {import('mdast').Nodes} node
 * @returns {string[]}
 */
function inlineCodes(node) {
  if (node.type === 'inlineCode') return [node.value];
  if ('children' in node) return node.children.flatMap((child) => inlineCodes(child));
  return [];
}

/**
 * @param {import('mdast').Nodes} node
 * @param {(node: import('mdast').Nodes) => void} visit
 */
function walk(node, visit) {
  visit(node);
  if ('children' in node) for (const child of node.children) walk(child, visit);
}

/**
 * A JavaScript array literal of string literals, as the docs write one
 * (`['meta.arg', 'meta.baseQueryMeta']`); null when it is something else.
 * @param {string} text
 * @returns {string[] | null}
 */
export function parseStringArray(text) {
  const body = /^\s*\[(.*)\]\s*$/s.exec(text)?.[1];
  if (body === undefined) return null;
  const items = body.split(',').map((item) => item.trim()).filter(Boolean);
  /** @type {string[]} */
  const out = [];
  for (const item of items) {
    const literal = /^(["'])([^"'\\]*)\1$/.exec(item)?.[2];
    if (literal === undefined) return null;
    out.push(literal);
  }
  return out;
}

/**
 * Where a page states the default `ignoredActionPaths`:
 * - `table`: the "Default" cell of a table row about `ignoredActionPaths`, which must equal the default;
 * - `prose`: a paragraph or table cell that speaks of the default(s) and names two or more of the
 *   known default paths in inline code, which must then name all of them;
 * - `example`: an `ignoredActionPaths: [...]` array in a code block that keeps `'meta.arg'` (so it
 *   means to repeat the defaults), which must then hold all of them.
 * @typedef {{ page: string, line: number, kind: 'table' | 'prose' | 'example', paths: string[] }} DefaultStatement
 */

/**
 * @param {import('./read-doc-pages.mjs').DocPage} page
 * @param {string[]} knownPaths  paths that count as default paths when named in prose
 * @returns {DefaultStatement[]}
 */
export function defaultStatements(page, knownPaths) {
  /** @type {DefaultStatement[]} */
  const out = [];
  const known = new Set(knownPaths);
  walk(page.tree, (node) => {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'table') {
      const [head, ...rows] = node.children;
      if (!head) return;
      const defaultColumn = head.children.findIndex((cell) => /^default$/i.test(plainText(cell).trim()));
      for (const row of rows) {
        if (defaultColumn < 0 || !inlineCodes(row.children[0] ?? row).includes('ignoredActionPaths')) continue;
        const cell = row.children[defaultColumn];
        const codes = cell ? inlineCodes(cell) : [];
        const paths = codes[0] !== undefined && codes.length === 1 ? parseStringArray(codes[0]) : null;
        out.push({ page: page.path, line: row.position?.start.line ?? line, kind: 'table', paths: paths ?? [`unparsed: ${codes.join(' ')}`] });
      }
    }
    if (node.type === 'paragraph' || node.type === 'tableCell') {
      const named = inlineCodes(node).filter((code) => known.has(code));
      if (new Set(named).size >= 2 && /\bdefaults?\b/i.test(plainText(node))) {
        out.push({ page: page.path, line, kind: 'prose', paths: [...new Set(named)] });
      }
    }
    if (node.type === 'code' && /^(ts|tsx|js|jsx)$/.test(node.lang ?? '')) {
      for (const match of node.value.matchAll(/ignoredActionPaths\s*:\s*(\[[^\]]*\])/g)) {
        const paths = parseStringArray((match[1] ?? '').replace(/,\s*\]$/, ']'));
        if (paths && paths.includes('meta.arg')) {
          const lineInBlock = node.value.slice(0, match.index).split('\n').length;
          out.push({ page: page.path, line: line + lineInBlock, kind: 'example', paths });
        }
      }
    }
  });
  return out;
}

/**
 * The statements that disagree with `defaults`: a table default that is not
 * exactly the default set, or prose and examples that leave a default out.
 * @param {DefaultStatement[]} statements
 * @param {string[]} defaults
 * @returns {string[]}
 */
export function driftFrom(statements, defaults) {
  const problems = [];
  for (const statement of statements) {
    const missing = defaults.filter((path) => !statement.paths.includes(path));
    const extra = statement.kind === 'table' ? statement.paths.filter((path) => !defaults.includes(path)) : [];
    if (missing.length || extra.length) {
      problems.push(
        `${statement.page}:${statement.line} (${statement.kind}) ${JSON.stringify(statement.paths)}` +
          (missing.length ? `, missing ${missing.join(', ')}` : '') +
          (extra.length ? `, not a default: ${extra.join(', ')}` : ''),
      );
    }
  }
  return problems;
}
