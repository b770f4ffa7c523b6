/** A fixture site copied to a temporary folder, for tests that edit its files (the dev server's). */
import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fixture, makeTempDir, removeTempDir } from './fixtures.js';

/** A writable copy of a fixture scenario: `site/` and `docs/` side by side, as in the fixture. */
export interface FixtureCopy {
  siteDir: string;
  docsDir: string;
  /** Absolute path of a file of the copy, from a path relative to its root (`docs/intro.md`). */
  path(file: string): string;
  read(file: string): Promise<string>;
  write(file: string, text: string): Promise<void>;
  /** Rewrites a file: `edit('docs/intro.md', (s) => s.replace('a', 'b'))`; throws if nothing changed. */
  edit(file: string, change: (text: string) => string): Promise<void>;
  remove(): Promise<void>;
}

/** Copies `packages/cli/test/fixtures/<scenario>` into a new temporary folder. */
export async function copyFixture(scenario: string): Promise<FixtureCopy> {
  const root = await makeTempDir('quire-dev-');
  const source = fixture(scenario);
  await cp(join(source.siteDir, '..'), root, { recursive: true });
  const path = (file: string) => join(root, file);
  const read = (file: string) => readFile(path(file), 'utf8');
  const write = (file: string, text: string) => writeFile(path(file), text);
  return {
    siteDir: path('site'),
    docsDir: path('docs'),
    path,
    read,
    write,
    async edit(file, change) {
      const before = await read(file);
      const after = change(before);
      if (after === before) throw new Error(`The edit of ${file} changed nothing.`);
      await write(file, after);
    },
    remove: () => removeTempDir(root),
  };
}
