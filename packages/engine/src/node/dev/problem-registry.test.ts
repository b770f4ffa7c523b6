import { describe, expect, it } from 'vitest';
import type { DevProblem } from '../../shared/dev-messages.js';
import type { Diagnostic } from '../diagnostic.js';
import { ProblemRegistry } from './problem-registry.js';

function registry() {
  const log: string[] = [];
  const sent: DevProblem[][] = [];
  const problems = new ProblemRegistry(
    {
      info: () => {},
      problem: (d) => log.push(`+ ${d.message}`),
      resolved: (d) => log.push(`- ${d.message}`),
    },
    (list) => sent.push(list),
  );
  return { problems, log, sent, tick: () => new Promise((resolve) => setImmediate(resolve)) };
}

const error = (message: string, file?: string): Diagnostic => ({ severity: 'error', message, file, line: 3, column: 1 });

describe('ProblemRegistry', () => {
  it('logs each problem once, and again when it is fixed', () => {
    const { problems, log } = registry();
    problems.set('doc:a', [error('bad front matter')], '/a');
    problems.set('doc:a', [error('bad front matter')], '/a');
    problems.set('doc:a', []);
    expect(log).toEqual(['+ bad front matter', '- bad front matter']);
  });

  it('sends the whole list once per turn, site-wide problems first, with paths relative to the working folder', async () => {
    const { problems, sent, tick } = registry();
    problems.set('links:/x', [{ severity: 'warning', message: 'broken link', code: 'broken-link' }], '/x');
    problems.set('config', [error('syntax error', `${process.cwd()}/site/quire.config.ts`)]);
    await tick();
    expect(sent).toEqual([
      [
        { severity: 'error', message: 'syntax error', file: 'site/quire.config.ts', line: 3, column: 1 },
        { severity: 'warning', message: 'broken link', code: 'broken-link', route: '/x' },
      ],
    ]);
  });

  it('tells the errors that stop a page: its own and the whole site’s', () => {
    const { problems } = registry();
    problems.set('doc:a', [error('a is broken')], '/a');
    problems.set('doc:b', [error('b is broken')], '/b');
    problems.set('theme', [error('theme is broken')]);
    expect(problems.errorsFor('/a').map((p) => p.message)).toEqual(['theme is broken', 'a is broken']);
    problems.clear('doc:');
    expect(problems.errorsFor('/a').map((p) => p.message)).toEqual(['theme is broken']);
  });
});
