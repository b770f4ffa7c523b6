// The bench's two tables as plain text: budgets, then the build phases.

const STATUS = { pass: 'pass', fail: 'FAIL', 'n/a': 'n/a', measured: '' };

/** The budget table: one line per row, status first so failures stand out. */
export function printTable(rows) {
  const header = ['', 'measure', 'budget', 'measured'];
  const body = rows.map((r) => [STATUS[r.status] ?? r.status, r.measure, r.budget, r.value]);
  print(header, body);
  const notes = rows.filter((r) => r.note);
  if (notes.length) {
    console.log('');
    for (const r of notes) console.log(`note (${r.id}): ${r.note}`);
  }
  console.log('KB = 1000 bytes, MB = 1000² bytes, gzip level 9. Times are the median of the runs, with their range.');
}

/**
 * Per-phase wall time of the cold builds (median of the runs), when the CLI
 * reports it: a column per size, headed by its `label` or its page count.
 */
export function printPhases(sizes) {
  const withPhases = sizes.filter((s) => s.phases);
  if (withPhases.length === 0) return;
  const names = [...new Set(withPhases.flatMap((s) => Object.keys(s.phases)))];
  const header = ['phase (ms)', ...withPhases.map((s) => s.label ?? `${s.pages} pages`)];
  const body = names.map((name) => [name, ...withPhases.map((s) => String(s.phases[name] ?? '-'))]);
  body.push(['CPU, all threads', ...withPhases.map((s) => (s.cpuMs === null ? '-' : String(Math.round(s.cpuMs))))]);
  body.push(['wall, whole process', ...withPhases.map((s) => String(Math.round(s.wallMs)))]);
  print(header, body, true);
}

function print(header, body, alignNumbers = false) {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells) =>
    cells
      .map((c, i) => (alignNumbers && i > 0 ? c.padStart(widths[i]) : i === cells.length - 1 ? c : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  console.log('');
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of body) console.log(line(row));
}
