#!/usr/bin/env node
// Load test of `quire serve` with wrk, on loopback only, bounded in time.
//
//   npm run bench:serve                         (builds the site first)
//   QUIRE_SERVE_BENCH_SECONDS=5 QUIRE_SERVE_BENCH_RUNS=3 node bench/serve-bench.mjs
//
// It starts the real `quire serve` on the built Redux Toolkit site, warms it
// up, then runs wrk (1 thread, 32 connections: on a 2-core machine wrk and
// the single-threaded server get a core each) against one docs page, as is
// and with `Accept-Encoding: br, gzip` as browsers send it. Each case runs
// QUIRE_SERVE_BENCH_RUNS times (default 3) and reports the median, min and
// max requests per second. The server's resident memory is sampled after
// the warm-up and after every run, to show whether it stays flat.
//
// The same bytes served from memory by a bare node:http server are measured
// (brotli-compressed for the br case) in the same way, in between, as a yardstick: on a shared machine the
// absolute figures move with everyone else's load, the ratio much less.
//
// Fails (exit 1) if any response was not 2xx or any socket error happened,
// if the median of a case is under QUIRE_SERVE_BENCH_MIN_RPS (default 5000),
// or if memory grew by more than 32 MiB from the warm-up to the end.
// wrk is Debian's `wrk` package: apt-get install -y wrk.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = join(ROOT, 'packages/cli/bin/quire.js');
const SITE = join(ROOT, 'site');
const PAGE = '/introduction/getting-started';
const SECONDS = positive('QUIRE_SERVE_BENCH_SECONDS', 10);
const RUNS = positive('QUIRE_SERVE_BENCH_RUNS', 3);
const MIN_RPS = positive('QUIRE_SERVE_BENCH_MIN_RPS', 5000);
const MAX_GROWTH_BYTES = 32 * 1024 * 1024;
const CONNECTIONS = 32;

if (spawnSync('wrk', ['--version']).error) fail('wrk is not installed. On Debian: apt-get install -y wrk');
if (!existsSync(join(SITE, 'build', PAGE.slice(1), 'index.html'))) fail('The site is not built. Run `npm run bench:serve`, or `npm run build` first.');

const quire = await startServer(process.execPath, [CLI, 'serve', SITE, '--port', '0'], /Serving \S+ at http:\/\/127\.0\.0\.1:(\d+)\//);
const page = readFileSync(join(SITE, 'build', PAGE.slice(1), 'index.html'));
const bare = await startServer(process.execPath, ['--input-type=module', '-e', bareServerSource(join(SITE, 'build', PAGE.slice(1), 'index.html'))], /listening on (\d+)/);

const cases = [
  { name: 'plain', headers: [] },
  { name: 'br', headers: ['-H', 'Accept-Encoding: br, gzip'] },
];
const results = [];
let failed = false;
try {
  // Warm-up: fills the server's cache (and compresses the page once) and lets V8 optimize.
  for (const c of cases) wrk(quire.port, c.headers, 2);
  const rssAfterWarmup = rss(quire.pid);
  const rssSamples = [];
  for (const c of cases) {
    const quireRuns = [];
    const bareRuns = [];
    for (let i = 0; i < RUNS; i++) {
      quireRuns.push(withCpu(quire.pid, () => wrk(quire.port, c.headers, SECONDS)));
      rssSamples.push(rss(quire.pid));
      bareRuns.push(withCpu(bare.pid, () => wrk(bare.port, c.headers, SECONDS)));
    }
    results.push({ case: c.name, quire: summarize(quireRuns), bare: summarize(bareRuns), bytes: quireRuns[0].bytesPerResponse });
  }
  const rssEnd = rss(quire.pid);

  console.log(`quire serve ${PAGE} (${page.length} bytes as is), wrk -t1 -c${CONNECTIONS} -d${SECONDS}s, ${RUNS} runs each; ${loadAverage()}`);
  console.log('case   bytes/resp | quire: req/s median [min-max]  errors  CPU µs/req | bare node:http: req/s median  CPU µs/req');
  for (const r of results) {
    console.log(
      [
        r.case.padEnd(6),
        String(r.bytes).padStart(10),
        '|',
        `${fmt(r.quire.median)} [${fmt(r.quire.min)}-${fmt(r.quire.max)}]`.padStart(27),
        String(r.quire.errors).padStart(7),
        fmt(r.quire.cpuMicrosPerRequest).padStart(11),
        '|',
        fmt(r.bare.median).padStart(29),
        fmt(r.bare.cpuMicrosPerRequest).padStart(11),
      ].join(' '),
    );
  }
  const mib = (bytes) => (bytes / 1024 / 1024).toFixed(1);
  console.log(`server RSS: ${mib(rssAfterWarmup)} MiB after warm-up, ${rssSamples.map(mib).join(' / ')} MiB after each run, ${mib(rssEnd)} MiB at the end`);

  for (const r of results) {
    if (r.quire.errors > 0) {
      console.error(`FAIL ${r.case}: ${r.quire.errors} non-2xx responses or socket errors`);
      failed = true;
    }
    if (r.quire.median < MIN_RPS) {
      console.error(`FAIL ${r.case}: median ${fmt(r.quire.median)} req/s is under ${MIN_RPS}`);
      failed = true;
    }
  }
  if (rssEnd - rssAfterWarmup > MAX_GROWTH_BYTES) {
    console.error(`FAIL memory grew by ${mib(rssEnd - rssAfterWarmup)} MiB under load`);
    failed = true;
  }
  console.log(JSON.stringify({ page: PAGE, seconds: SECONDS, runs: RUNS, results, rss: { afterWarmup: rssAfterWarmup, samples: rssSamples, end: rssEnd } }));
} finally {
  quire.stop();
  bare.stop();
}
process.exit(failed ? 1 : 0);

/** Runs `run` (a wrk run) and adds the server's CPU time per request, in microseconds, to its result. */
function withCpu(pid, run) {
  const before = cpuMicros(pid);
  const result = run();
  return { ...result, cpuMicrosPerRequest: result.requests ? (cpuMicros(pid) - before) / result.requests : 0 };
}

/**
 * User plus system CPU time a process has used, in microseconds. Unlike
 * requests per second it hardly depends on what else the machine is doing,
 * so it is the figure to compare across runs on a shared machine.
 */
function cpuMicros(pid) {
  // Fields 14 and 15 of /proc/<pid>/stat, after the parenthesized command name; in clock ticks (100 per second).
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** One wrk run against loopback; its figures parsed from wrk's text report. */
function wrk(port, headers, seconds) {
  const run = spawnSync('wrk', ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--timeout', '5s', ...headers, `http://127.0.0.1:${port}${PAGE}`], {
    encoding: 'utf8',
    timeout: (seconds + 30) * 1000,
  });
  if (run.status !== 0) fail(`wrk failed: ${run.stderr || run.error}`);
  const out = run.stdout;
  const number = (pattern) => Number(pattern.exec(out)?.[1] ?? 0);
  const requests = number(/(\d+) requests in/);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const errors = number(/Non-2xx or 3xx responses: (\d+)/) + (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0);
  const transferred = /requests in [\d.]+\w+, ([\d.]+)(B|KB|MB|GB) read/.exec(out);
  const bytes = transferred ? Number(transferred[1]) * { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 }[transferred[2]] : 0;
  return { rps: number(/Requests\/sec:\s+([\d.]+)/), errors, requests, bytesPerResponse: requests ? Math.round(bytes / requests) : 0 };
}

function summarize(runs) {
  const sorted = runs.map((r) => r.rps).sort((a, b) => a - b);
  return {
    median: sorted[Math.floor(sorted.length / 2)],
    min: sorted[0],
    max: sorted[sorted.length - 1],
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    cpuMicrosPerRequest: runs.reduce((sum, r) => sum + r.cpuMicrosPerRequest * r.requests, 0) / Math.max(1, runs.reduce((sum, r) => sum + r.requests, 0)),
    requests: runs.reduce((sum, r) => sum + r.requests, 0),
  };
}

/** Starts a server process and resolves with its port once its output matches `ready`. */
function startServer(command, args, ready) {
  const env = { ...process.env };
  delete env.NODE_ENV;
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${args.join(' ')} did not start:\n${output}`)), 30_000);
    const onData = (chunk) => {
      output += chunk;
      const match = ready.exec(output);
      if (!match) return;
      clearTimeout(timer);
      resolve({ pid: child.pid, port: Number(match[1]), stop: () => child.kill('SIGTERM') });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

/**
 * A node:http server that answers every request with the page's bytes from
 * memory, brotli-compressed when asked: about the fastest Node can serve it.
 */
function bareServerSource(file) {
  return `
    import { createServer } from 'node:http';
    import { readFileSync } from 'node:fs';
    import { brotliCompressSync } from 'node:zlib';
    const plain = readFileSync(${JSON.stringify(file)});
    const br = brotliCompressSync(plain);
    const server = createServer((req, res) => {
      const body = /\\bbr\\b/.test(req.headers['accept-encoding'] ?? '') ? br : plain;
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length, ...(body === br && { 'Content-Encoding': 'br' }) });
      res.end(body);
    });
    server.listen(0, '127.0.0.1', () => console.log('listening on ' + server.address().port));
  `;
}

/** Resident memory of a process, in bytes. */
function rss(pid) {
  const kib = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kib) * 1024;
}

function loadAverage() {
  return `load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')} on ${spawnSync('nproc', { encoding: 'utf8' }).stdout.trim()} cores`;
}

function positive(name, fallback) {
  const value = Number(process.env[name] ?? fallback);
  if (!(value > 0)) fail(`${name} must be a positive number.`);
  return value;
}

function fmt(n) {
  return Math.round(n).toString();
}

function fail(message) {
  console.error(message);
  process.exit(1);
}
