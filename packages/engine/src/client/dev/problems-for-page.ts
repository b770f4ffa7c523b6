import type { DevProblem } from '../../shared/dev-messages.js';

/**
 * The problems the overlay shows on a page: those of the whole site (config,
 * sidebars, theme) and those of the page itself, errors first, in the order
 * the server sent them otherwise. A reader on one page is not shown the
 * warnings of another; the terminal lists every one.
 */
export function problemsForPage(problems: readonly DevProblem[], path: string): DevProblem[] {
  const mine = problems.filter((p) => p.route === undefined || p.route === path);
  return [...mine.filter((p) => p.severity === 'error'), ...mine.filter((p) => p.severity !== 'error')];
}
