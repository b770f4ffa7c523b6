import { describe, expect, it } from 'vitest';
import type { DevProblem } from '../../shared/dev-messages.js';
import { problemsForPage } from './problems-for-page.js';

const problem = (severity: DevProblem['severity'], message: string, route?: string): DevProblem => ({ severity, message, route });

describe('problemsForPage', () => {
  it("keeps the site's problems and the page's own, errors first", () => {
    const problems = [
      problem('warning', 'broken link on intro', '/intro'),
      problem('warning', 'broken link elsewhere', '/guide'),
      problem('error', 'config does not compile'),
      problem('error', 'bad front matter on intro', '/intro'),
    ];
    expect(problemsForPage(problems, '/intro').map((p) => p.message)).toEqual([
      'config does not compile',
      'bad front matter on intro',
      'broken link on intro',
    ]);
    expect(problemsForPage(problems, '/guide').map((p) => p.message)).toEqual(['config does not compile', 'broken link elsewhere']);
  });
});
