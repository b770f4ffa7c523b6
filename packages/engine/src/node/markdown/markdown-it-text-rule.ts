import type StateInline from 'markdown-it/lib/rules_inline/state_inline.mjs';

/**
 * The characters at which markdown-it's `text` rule stops (its
 * `isTerminatorChar`, markdown-it 14): a newline and the ASCII punctuation
 * some inline rule may start with.
 */
const TERMINATOR = /[\n!#$%&*+\-:<=>@[\\\]^_`{}~]/g;

/**
 * markdown-it's `text` inline rule (plain text up to the next character an
 * inline rule may start at, added to the pending text) with the same
 * result, found by one regular expression search instead of a loop over
 * the characters.
 *
 * Why: a small build runs without V8's optimizing compiler (see
 * `startShortRunJit`), where markdown-it's loop, a call and a switch per
 * character, was the costliest function of the markdown phase: 19 of
 * 212 ms of CPU for the 44 docs of the benchmark corpus once warm (the
 * rule and its terminator test, self time). The search runs in the
 * regular expression engine's native code whatever the tier.
 *
 * Not wrapped to record spans (see `createMarkdownIt`): it pushes no token.
 */
export function markdownItTextRule(state: StateInline, silent: boolean): boolean {
  const start = state.pos;
  TERMINATOR.lastIndex = start;
  // `test`, not `exec`: no match array made per run of text; a match leaves `lastIndex` just past the terminator.
  const found = TERMINATOR.test(state.src) ? TERMINATOR.lastIndex - 1 : -1;
  // The search may look past `posMax` (a link label's end), never the rule.
  const end = found === -1 || found > state.posMax ? state.posMax : found;
  if (end <= start) return false;
  if (!silent) state.pending += state.src.slice(start, end);
  state.pos = end;
  return true;
}
