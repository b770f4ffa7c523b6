import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The response headers a build's `_headers` file sets for one path rule
 * (`/redux-toolkit/*`), read the way Netlify reads it: a path line, then
 * indented `Name: value` lines.
 */
export async function headersFileRule(outDir: string, path: string): Promise<Record<string, string>> {
  const lines = (await readFile(join(outDir, '_headers'), 'utf8')).split('\n');
  const start = lines.indexOf(path);
  if (start < 0) throw new Error(`${join(outDir, '_headers')} has no rule for ${path}`);
  const headers: Record<string, string> = {};
  for (const line of lines.slice(start + 1)) {
    const header = /^\s+([\w-]+):\s*(.*)$/.exec(line);
    if (!header) break;
    headers[header[1]!] = header[2]!;
  }
  return headers;
}
