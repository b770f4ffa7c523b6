import { describe, expect, it } from 'vitest';
import { readDocPages } from '../tools/read-doc-pages.mjs';
import { checkExamples, formatExampleError } from '../tools/check-examples.mjs';

// One compiler program over every page: building it twice would double the
// slowest part of this suite.
const report = checkExamples(await readDocPages());

describe('the TypeScript examples of the docs', () => {
  it('type-check in strict mode against the installed Redux Toolkit, React-Redux and React types', () => {
    // The message lists every failure as docs/page.md:line:column, so a red
    // run says where to look without rerunning anything.
    expect(report.errors.map(formatExampleError)).toEqual([]);
  });

  it('opt out of the check for at most 15 % of the blocks', () => {
    expect(report.total).toBeGreaterThan(0);
    expect(report.checked / report.total, `${report.checked} of ${report.total} checked`).toBeGreaterThanOrEqual(0.85);
  });
});
