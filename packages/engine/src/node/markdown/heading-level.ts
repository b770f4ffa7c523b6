import type { Element } from 'hast';

/** The level of a heading element (`h3` → 3), or 0 for any other element. */
export function headingLevel(node: Element): number {
  const { tagName } = node;
  // Checked by hand rather than with a regex: this runs for every element of every page.
  if (tagName.length !== 2 || tagName[0] !== 'h') return 0;
  const level = tagName.charCodeAt(1) - 48;
  return level >= 1 && level <= 6 ? level : 0;
}
