import { linkSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REQUIRE_LOADS_ESM, writeStandaloneModules } from './standalone-page-modules.js';

const require = createRequire(import.meta.url);

function module(route: string, code: string) {
  return { source: { route, name: route.slice(1), file: `/docs${route}.mdx`, code, standalone: true }, name: route.slice(1) };
}

describe('writeStandaloneModules', () => {
  it('writes each module under a hashed name for the browser, and the same bytes as .mjs for the server renderer', async () => {
    const out = mkdtempSync(join(tmpdir(), 'quire-standalone-'));
    const server = join(out, 'server');
    const files = await writeStandaloneModules([module('/a', 'export default function A() { return "a"; }\nexport const toc = [];\n')], out, 'assets/pages', server);
    const a = files.get('/a')!;
    expect(a.client).toMatch(/^assets\/pages\/a-[0-9A-F]{8}\.js$/);
    expect(a).toMatchObject({ deps: [], styles: [], inputs: [] });
    expect(readFileSync(join(out, a.client), 'utf8')).toContain('return "a"');
    expect(a.server).toMatch(/a-[0-9A-F]{8}\.mjs$/);
    if (REQUIRE_LOADS_ESM) expect((require(a.server) as { default: () => string }).default()).toBe('a');
  });

  it('links a module the last build wrote instead of writing it again', async () => {
    const last = mkdtempSync(join(tmpdir(), 'quire-standalone-last-'));
    const first = await writeStandaloneModules([module('/a', 'export default () => 1;\n'), module('/b', 'export default () => 2;\n')], last, 'assets/pages', join(last, 'server'));
    const out = mkdtempSync(join(tmpdir(), 'quire-standalone-next-'));
    const linked: string[] = [];
    const previous = {
      link(file: string, to: string) {
        if (file !== first.get('/a')!.client) return false;
        linkSync(join(last, file), to);
        linked.push(file);
        return true;
      },
    };
    const next = await writeStandaloneModules([module('/a', 'export default () => 1;\n'), module('/b', 'export default () => 3;\n')], out, 'assets/pages', join(out, 'server'), previous);
    expect(linked).toEqual([first.get('/a')!.client]);
    // The same file (inode) as the last build's; the changed module has a new name and its own bytes.
    expect(statSync(join(out, next.get('/a')!.client)).ino).toBe(statSync(join(last, first.get('/a')!.client)).ino);
    expect(next.get('/b')!.client).not.toBe(first.get('/b')!.client);
    expect(readFileSync(join(out, next.get('/b')!.client), 'utf8')).toBe('export default () => 3;\n');
  });
});
