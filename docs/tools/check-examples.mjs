// @ts-check
import { dirname, join, posix } from 'node:path';
import ts from 'typescript';
import { DOCS_DIR } from './read-doc-pages.mjs';
import { extractCodeBlocks, TYPESCRIPT_LANGS } from './extract-code-blocks.mjs';
import { splitCodeFiles } from './split-code-files.mjs';

/**
 * A type error in a code block, located in the markdown page.
 * @typedef {object} ExampleError
 * @property {string} page  Page path relative to the docs folder.
 * @property {number} line  Line in the page (1-based).
 * @property {number} column  Column in the page (1-based).
 * @property {string} message  The compiler's message.
 * @property {number} code  The compiler's error number (TS2322 → 2322).
 */

/**
 * What the type check found.
 * @typedef {object} ExampleReport
 * @property {ExampleError[]} errors
 * @property {number} total  TypeScript blocks seen.
 * @property {number} checked  Blocks that were type-checked (the rest opted out with `no-typecheck`).
 * @property {{ page: string, line: number }[]} skipped  The opted-out blocks.
 */

/**
 * The compiler settings every example is checked with: strict, as a module,
 * resolved the way a bundler (Vite, Next.js) resolves it, so what compiles here
 * compiles in the projects readers copy it into.
 * @type {ts.CompilerOptions}
 */
export const EXAMPLE_COMPILER_OPTIONS = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  skipLibCheck: true,
  esModuleInterop: true,
  resolveJsonModule: true,
  types: [],
};

/**
 * One virtual source file: the blocks it is made of, joined by newlines.
 * @typedef {{ path: string, segments: { startLine: number, block: import('./extract-code-blocks.mjs').CodeBlock }[], text: string }} VirtualFile
 */

/**
 * Type-checks every TypeScript block of the given pages in one compiler
 * program. Each page is its own little project under a virtual folder: a block
 * is a module of its own, unless its meta names a `file=`, in which case all
 * blocks of the page naming that file are joined into it, and other blocks can
 * import it by a relative path.
 *
 * A block cut into files by `// file: name` lines (remark-typescript-tools'
 * convention, see `splitCodeFiles`) is a folder of its own instead, one
 * module per file, hidden `noEmit` files included, so that
 * `import { store } from './store'` reaches the `store.ts` of the same block
 * (and only that block: like remark-typescript-tools, each block is its own
 * project). Its `file=` meta, if any, is then not used.
 * @param {import('./read-doc-pages.mjs').DocPage[]} pages
 * @returns {ExampleReport}
 */
export function checkExamples(pages) {
  // The virtual folder sits inside the docs package, so bare imports resolve
  // through the real node_modules of the repository.
  const root = join(DOCS_DIR, '.examples');
  /** @type {Map<string, VirtualFile>} */
  const files = new Map();
  /** @type {{ page: string, line: number }[]} */
  const skipped = [];
  let total = 0;
  for (const page of pages) {
    const pageRoot = join(root, page.path.replace(/\.mdx?$/, ''));
    for (const block of extractCodeBlocks(page)) {
      if (!TYPESCRIPT_LANGS.has(block.lang)) continue;
      total += 1;
      if (block.noTypecheck) {
        skipped.push({ page: block.page, line: block.line });
        continue;
      }
      const ext = block.lang === 'tsx' ? '.tsx' : '.ts';
      const parts = splitCodeFiles(block.code);
      if (parts) {
        const blockRoot = join(pageRoot, `block-line-${block.line}`);
        for (const part of parts) {
          const path = join(blockRoot, withExtension(posix.normalize(part.name), ext));
          // Two files of one name in a block: the second one wins, as in remark-typescript-tools.
          files.set(path, { path, segments: [{ startLine: 1, block: { ...block, line: block.line + part.startLine } }], text: part.code });
        }
        continue;
      }
      const name = block.file ? withExtension(posix.normalize(block.file), ext) : `block-line-${block.line}${ext}`;
      const path = join(pageRoot, name);
      const existing = files.get(path);
      if (existing) {
        existing.segments.push({ startLine: existing.text.split('\n').length + 1, block });
        existing.text += '\n' + block.code;
      } else {
        files.set(path, { path, segments: [{ startLine: 1, block }], text: block.code });
      }
    }
  }

  const host = ts.createCompilerHost(EXAMPLE_COMPILER_OPTIONS);
  const realFileExists = host.fileExists.bind(host);
  const realReadFile = host.readFile.bind(host);
  const realGetSourceFile = host.getSourceFile.bind(host);
  const virtualDirs = new Set([...files.keys()].flatMap((path) => ancestors(path, root)));
  host.fileExists = (path) => files.has(path) || realFileExists(path);
  host.readFile = (path) => files.get(path)?.text ?? realReadFile(path);
  host.directoryExists = (path) => virtualDirs.has(path) || ts.sys.directoryExists(path);
  host.getSourceFile = (path, languageVersion, onError, shouldCreate) => {
    const file = files.get(path);
    if (file) return ts.createSourceFile(path, file.text, languageVersion, true);
    return realGetSourceFile(path, languageVersion, onError, shouldCreate);
  };

  const program = ts.createProgram({ rootNames: [...files.keys()], options: EXAMPLE_COMPILER_OPTIONS, host });
  /** @type {ExampleError[]} */
  const errors = [];
  for (const diagnostic of [...program.getGlobalDiagnostics(), ...program.getSyntacticDiagnostics(), ...program.getSemanticDiagnostics()]) {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    const source = diagnostic.file;
    const file = source && files.get(source.fileName);
    if (!source || !file || diagnostic.start === undefined) {
      // An error outside the examples (a broken install, a bad option) must not pass silently.
      errors.push({ page: diagnostic.file?.fileName ?? '(compiler)', line: 0, column: 0, message, code: diagnostic.code });
      continue;
    }
    const position = source.getLineAndCharacterOfPosition(diagnostic.start);
    const fileLine = position.line + 1;
    // Segments are in line order and the first starts at line 1, so one always matches.
    const segment = /** @type {VirtualFile['segments'][number]} */ (file.segments.findLast((s) => s.startLine <= fileLine));
    errors.push({
      page: segment.block.page,
      line: segment.block.line + (fileLine - segment.startLine),
      column: position.character + 1,
      message,
      code: diagnostic.code,
    });
  }
  errors.sort((a, b) => (a.page < b.page ? -1 : a.page > b.page ? 1 : a.line - b.line));
  return { errors, total, checked: total - skipped.length, skipped };
}

/**
 * Formats an error as `docs/page.md:12:5 TS2322 message`, the form editors
 * and terminals turn into a link.
 * @param {ExampleError} error
 */
export function formatExampleError(error) {
  return `docs/${error.page}:${error.line}:${error.column} TS${error.code} ${error.message}`;
}

/** @param {string} name @param {string} ext */
function withExtension(name, ext) {
  return /\.(?:ts|tsx|mts|cts)$/.test(name) ? name : name + ext;
}

/** Every folder between `path` and `root`, both excluded and included respectively. @param {string} path @param {string} root */
function ancestors(path, root) {
  const dirs = [];
  for (let dir = dirname(path); dir.length >= root.length; dir = dirname(dir)) {
    dirs.push(dir);
    if (dir === root) break;
  }
  return dirs;
}
