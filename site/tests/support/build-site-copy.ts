import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const quireBin = fileURLToPath(new URL('../../../packages/cli/bin/quire.js', import.meta.url));
const siteDir = fileURLToPath(new URL('../../', import.meta.url));

/** A build of the real site into a temporary folder, removed by `remove()`. */
export interface SiteCopy {
  outDir: string;
  remove(): Promise<void>;
}

/**
 * Builds the real site again with extra `quire build` flags (say
 * `--base-url /redux-toolkit/`) into a temporary folder, for tests that need
 * a build other than the default one in `site/build`. `from` builds another
 * site folder instead, such as a fixture site of the CLI's tests; `env` adds
 * environment variables the config reads (say `QUIRE_DOCSEARCH_*`).
 */
export async function buildSiteCopy(flags: string[], from: string = siteDir, env: Record<string, string> = {}): Promise<SiteCopy> {
  const parent = await mkdtemp(join(tmpdir(), 'quire-site-copy-'));
  const outDir = join(parent, 'build');
  await runQuireBuild(from, outDir, flags, env);
  return { outDir, remove: () => rm(parent, { recursive: true, force: true }) };
}

/**
 * Runs `quire build <from> --out <outDir> ...flags` (with `env` added to the
 * environment) and resolves with its output. Building into a folder that
 * holds a site replaces it the way a deploy does (staged beside it, then
 * swapped in).
 */
export function runQuireBuild(from: string, outDir: string, flags: string[] = [], env: Record<string, string> = {}): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, [quireBin, 'build', from, '--out', outDir, ...flags], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`quire build ${flags.join(' ')} exited with ${code}:\n${text}`))));
  });
}

/** The site folder of one of the CLI's fixture scenarios (`packages/cli/test/fixtures/<name>/site`). */
export function cliFixtureSite(name: string): string {
  return fileURLToPath(new URL(`../../../packages/cli/test/fixtures/${name}/site/`, import.meta.url));
}
