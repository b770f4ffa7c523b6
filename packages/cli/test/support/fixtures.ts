/** Where the fixture sites live, and fresh folders to build them into. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const FIXTURES = fileURLToPath(new URL('../fixtures/', import.meta.url));

/** The folders of one fixture scenario: `site/` (config) and `docs/` (markdown). */
export function fixture(scenario: string): { siteDir: string; docsDir: string } {
  return { siteDir: join(FIXTURES, scenario, 'site'), docsDir: join(FIXTURES, scenario, 'docs') };
}

/** A new empty folder under the system temp folder; remove it with {@link removeTempDir}. */
export function makeTempDir(prefix = 'quire-it-'): Promise<string> {
  return mkdtemp(join(tmpdir(), prefix));
}

export function removeTempDir(dir: string | undefined): Promise<void> {
  return dir ? rm(dir, { recursive: true, force: true }) : Promise.resolve();
}
