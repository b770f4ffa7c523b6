/** A 1-based position in a text file. */
export interface SourcePosition {
  line: number;
  column: number;
}

/**
 * Where a quoted string literal first appears in source text (`'x'`, `"x"`
 * or `` `x` ``), so an error about a value from a config file can point at
 * it. `undefined` when the value is built at run time and cannot be found.
 */
export function locateStringLiteral(source: string, value: string): SourcePosition | undefined {
  let index = -1;
  for (const quote of ["'", '"', '`']) {
    const at = source.indexOf(quote + value + quote);
    if (at !== -1 && (index === -1 || at < index)) index = at;
  }
  if (index === -1) return undefined;
  const before = source.slice(0, index);
  const line = before.split('\n').length;
  const column = index - before.lastIndexOf('\n');
  return { line, column };
}
