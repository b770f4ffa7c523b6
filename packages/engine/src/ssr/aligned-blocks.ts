/**
 * Splits the range `[start, end)` into the fewest blocks `[k * 2^j, (k + 1) * 2^j)` covering it, in
 * order: `[3, 13)` is `[3, 4)`, `[4, 8)`, `[8, 12)`, `[12, 13)`. Ranges that share an end share most
 * of their blocks, which is what lets markup memoized per block be reused across ranges.
 */
export function alignedBlocks(start: number, end: number): Array<[number, number]> {
  const blocks: Array<[number, number]> = [];
  for (let at = start; at < end; ) {
    let size = 1;
    // The largest power of two that `at` is a multiple of and that still fits before `end`.
    while (at % (size * 2) === 0 && at + size * 2 <= end) size *= 2;
    blocks.push([at, at + size]);
    at += size;
  }
  return blocks;
}
