#!/usr/bin/env node
// `npm test`: builds what the tests need and runs every package's tests
// through turbo, then adds up the vitest JSON reports into one closing line,
// `N passed, N failed`, that CI reads.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const workspaces = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces;
const folders = workspaces.flatMap((pattern) =>
  pattern.endsWith('/*')
    ? spawnSync('ls', [join(root, pattern.slice(0, -2))], { encoding: 'utf8' })
        .stdout.split('\n')
        .filter(Boolean)
        .map((name) => join(root, pattern.slice(0, -2), name))
    : [join(root, pattern)],
);
const reports = folders.map((dir) => join(dir, '.test-results', 'vitest.json'));
// A report left from an earlier run must not be counted as this run's.
for (const report of reports) rmSync(report, { force: true });

// One task at a time: browser tests, fixture builds and unit tests running
// side by side on a 2-core machine starve each other into timeouts.
const turbo = spawnSync('npx', ['turbo', 'run', 'typecheck', 'test', '--output-logs=full', '--log-order=grouped', '--concurrency=1', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
});

let passed = 0;
let failed = 0;
let missing = 0;
for (const report of reports) {
  if (!existsSync(report)) {
    missing++;
    continue;
  }
  const result = JSON.parse(readFileSync(report, 'utf8'));
  passed += result.numPassedTests;
  failed += result.numFailedTests;
  // A test file that failed to load has no tests but is a failure all the same.
  failed += result.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
}
if (turbo.status !== 0 && failed === 0) failed = 1; // a build or typecheck failure is a failure too
if (missing) console.log(`\n${missing} workspace(s) wrote no test report.`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(turbo.status === 0 && failed === 0 ? 0 : 1);
