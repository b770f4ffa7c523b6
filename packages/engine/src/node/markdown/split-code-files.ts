/** One file of a multi-file code block (`// file: store.ts` and the lines up to the next such line). */
export interface CodeFile {
  /** The name as written after `// file: ` (`store.ts`, `app/hooks.tsx`). */
  name: string;
  /** `noEmit` was among the flags: the file is type-checked but not shown to the reader. */
  hidden: boolean;
  /** Flags after the name other than `noEmit`, which mean nothing to Quire (for a warning). */
  unknownFlags: string[];
  /** 0-based line of the block's code holding the `// file:` line. */
  fileLine: number;
  /** 0-based line of the block's code where `code` starts (blank lines around the file's code are left out). */
  startLine: number;
  /** The file's code, without the blank lines before and after it. */
  code: string;
}

/** A code block cut at its `// file:` lines. */
export interface CodeFiles {
  files: CodeFile[];
  /**
   * Non-blank text before the first `// file:` line, which belongs to no
   * file and is not shown (remark-typescript-tools drops it as well):
   * its 0-based first line, for a warning.
   */
  droppedPreamble?: { line: number };
}

/**
 * A `// file: name` line, as remark-typescript-tools reads it (its
 * `splitFiles`): at the very start of the line, exactly one space after
 * the colon, a name of word characters, `-`, `.`, `/`, `[` and `]`, then
 * optionally one space and flags separated by spaces (`noEmit`).
 */
const FILE_LINE = /^\/\/ file: ([\w\-./[\]]+)(?: (.*?))?\s*$/;

const isBlank = (line: string) => line.trim() === '';

/**
 * Cuts a TypeScript block into the files that its `// file: name` lines
 * start, the multi-file convention of `remark-typescript-tools` (the tool
 * of the Redux docs): each file runs from the line after its `// file:`
 * line to the line before the next one. `// file: types.ts noEmit` marks a
 * file that is kept for type-checking but hidden from the reader.
 *
 * Returns `undefined` for a block without a `// file:` line, which stays
 * one block as written.
 */
export function splitCodeFiles(code: string): CodeFiles | undefined {
  // Nearly every block has none: no lines are made for those.
  if (!code.includes('// file: ')) return undefined;
  const lines = code.split('\n');
  const starts: Array<{ line: number; name: string; flags: string[] }> = [];
  lines.forEach((line, index) => {
    const match = FILE_LINE.exec(line);
    if (match) starts.push({ line: index, name: match[1]!, flags: (match[2] ?? '').split(' ').filter(Boolean) });
  });
  if (starts.length === 0) return undefined;

  const files = starts.map((start, i): CodeFile => {
    let first = start.line + 1;
    let end = i + 1 < starts.length ? starts[i + 1]!.line : lines.length;
    // remark-typescript-tools shows each file trimmed; the line numbers here keep pointing into the block.
    while (first < end && isBlank(lines[first]!)) first++;
    while (end > first && isBlank(lines[end - 1]!)) end--;
    return {
      name: start.name,
      hidden: start.flags.includes('noEmit'),
      unknownFlags: start.flags.filter((flag) => flag !== 'noEmit'),
      fileLine: start.line,
      startLine: first,
      code: lines.slice(first, end).join('\n'),
    };
  });
  const preamble = lines.slice(0, starts[0]!.line).findIndex((line) => !isBlank(line));
  return preamble === -1 ? { files } : { files, droppedPreamble: { line: preamble } };
}

/**
 * A TypeScript file name as its JavaScript twin's (`store.ts` → `store.js`,
 * `App.tsx` → `App.jsx`, `.mts` → `.mjs`, `.cts` → `.cjs`); other names as they are.
 */
export function javaScriptFileName(name: string): string {
  return name.replace(/\.(m|c)?ts(x?)$/, '.$1js$2');
}
