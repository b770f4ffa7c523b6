// @ts-check

/**
 * One file of a block cut by `// file:` lines.
 * @typedef {object} CodeFile
 * @property {string} name  The name written after `// file: ` (`store.ts`, `app/hooks.tsx`).
 * @property {boolean} hidden  Marked `noEmit`: type-checked with the others, not shown to the reader.
 * @property {number} startLine  0-based line of the block where the file's code starts (the line after its `// file:` line).
 * @property {string} code  The file's code, up to the next `// file:` line.
 */

/**
 * A `// file: name [flags]` line as remark-typescript-tools (the Redux docs'
 * tool) reads it, and as the site's build reads it
 * (packages/engine/src/node/markdown/split-code-files.ts): at the very start
 * of a line, one space after the colon, a name of word characters and
 * `-./[]`, then flags separated by spaces.
 */
const FILE_LINE = /^\/\/ file: ([\w\-./[\]]+)(?: (.*?))?\s*$/;

/**
 * Cuts a block at its `// file:` lines into the files of a little project:
 * each runs from the line after its `// file:` line to the next one, and
 * `noEmit` marks one the reader does not see (the site hides it) but the
 * checker still compiles. Text before the first `// file:` line belongs to
 * no file, and is neither shown nor checked, as in remark-typescript-tools.
 * Returns `undefined` for a block without a `// file:` line.
 * @param {string} code
 * @returns {CodeFile[] | undefined}
 */
export function splitCodeFiles(code) {
  const lines = code.split('\n');
  /** @type {{ line: number, name: string, flags: string[] }[]} */
  const starts = [];
  lines.forEach((line, index) => {
    const match = FILE_LINE.exec(line);
    if (match) starts.push({ line: index, name: /** @type {string} */ (match[1]), flags: (match[2] ?? '').split(' ') });
  });
  if (starts.length === 0) return undefined;
  return starts.map((start, i) => {
    const end = i + 1 < starts.length ? /** @type {{ line: number }} */ (starts[i + 1]).line : lines.length;
    return {
      name: start.name,
      hidden: start.flags.includes('noEmit'),
      startLine: start.line + 1,
      code: lines.slice(start.line + 1, end).join('\n'),
    };
  });
}
