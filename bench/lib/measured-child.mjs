// Runs a Node program as if started directly (`node program args…`) and,
// as the process exits, writes its own resource usage to a file:
//
//   node measured-child.mjs REPORT.json PROGRAM [ARGS…]
//
// Peak resident memory (maxRSS) covers the whole process, worker threads
// included, and CPU time every thread's; child processes (esbuild's) are
// not in either. Measuring from inside the process works the same on any
// machine, with or without GNU time.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [report, program, ...args] = process.argv.slice(2);
if (!report || !program) {
  console.error('usage: node measured-child.mjs REPORT.json PROGRAM [ARGS…]');
  process.exit(2);
}
process.argv = [process.argv[0], resolve(program), ...args];
process.on('exit', (code) => {
  const usage = process.resourceUsage();
  writeFileSync(
    report,
    JSON.stringify({ code, maxRssKB: usage.maxRSS, userMs: usage.userCPUTime / 1000, systemMs: usage.systemCPUTime / 1000 }),
  );
});
await import(pathToFileURL(resolve(program)).href);
