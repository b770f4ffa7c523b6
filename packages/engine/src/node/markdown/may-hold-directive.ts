import type { VFile } from 'vfile';

/**
 * A directive's name starts right after its colons (`:abbr`, `::video`,
 * `:::tip`, and `:30` too) with any character but whitespace, punctuation
 * or a symbol (micromark-extension-directive's `factoryName`).
 */
const DIRECTIVE_START = /:[^\s\p{P}\p{S}]/u;

/**
 * Whether the tree parsed from `file` may hold a directive. `false` is a
 * promise (remark-directive cannot have made one), which lets the plugins
 * that look for directives skip their walk over the tree on most pages. A
 * file without its text (a tree built by hand) may hold anything.
 */
export function mayHoldDirective(file: VFile): boolean {
  return typeof file.value !== 'string' || DIRECTIVE_START.test(file.value);
}
