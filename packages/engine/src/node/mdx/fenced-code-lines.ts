const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * Follows fenced code through a document line by line: the returned
 * function, given each line in order, says whether it is code (a fence or a
 * line inside one), which text rewrites and scans of MDX leave alone. A
 * fence closes on a line of only the same character, at least as long.
 */
export function fencedCodeLines(): (line: string) => boolean {
  let fence: string | undefined;
  return (line) => {
    const opener = FENCE.exec(line)?.[1];
    if (fence === undefined) {
      fence = opener;
      return opener !== undefined;
    }
    if (opener !== undefined && opener[0] === fence[0] && opener.length >= fence.length && line.trim() === opener) fence = undefined;
    return true;
  };
}
