#!/usr/bin/env node
// @ts-check
// Type-checks the TypeScript examples of the docs: `npm run check:examples -w docs [-- page.md …]`.
import { resolve } from 'node:path';
import { readDocPage, readDocPages } from './read-doc-pages.mjs';
import { checkExamples, formatExampleError } from './check-examples.mjs';

const args = process.argv.slice(2);
// npm runs workspace scripts in the workspace folder; paths given from the
// repository root (docs/api/x.md) are taken as they were meant.
const cwd = process.env.INIT_CWD ?? process.cwd();
const pages = args.length ? await Promise.all(args.map((arg) => readDocPage(resolve(cwd, arg)))) : await readDocPages();
const started = performance.now();
const report = checkExamples(pages);
for (const error of report.errors) console.error(formatExampleError(error));
const share = report.total ? ((100 * report.checked) / report.total).toFixed(1) : '100.0';
console.log(
  `${report.checked} of ${report.total} TypeScript blocks type-checked (${share} %), ${report.skipped.length} opted out with no-typecheck, ` +
    `${report.errors.length} errors, in ${Math.round(performance.now() - started)} ms.`,
);
process.exitCode = report.errors.length ? 1 : 0;
